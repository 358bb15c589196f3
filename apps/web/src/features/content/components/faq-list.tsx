import type { FaqGroup } from '../content-types';
import { RichTextView } from './rich-text-view';
import { contentClasses as classes } from './content-classes';

export type FaqListProps = { groups: readonly FaqGroup[]; showGroupTitles: boolean };

/** Questions as native disclosure widgets (keyboard and screen-reader friendly without script). */
export function FaqList({ groups, showGroupTitles }: FaqListProps) {
  return (
    <>
      {groups.map((group) => (
        <section key={group.id} className={classes.section} aria-label={group.title}>
          {showGroupTitles && <h2 className={classes.heading}>{group.title}</h2>}
          {group.items.map((item) => (
            <details key={item.question} className={classes.faqItem}>
              <summary>{item.question}</summary>
              <div className={classes.faqAnswer}>
                {item.answer.map((text, index) => (
                  <p key={index}>
                    <RichTextView text={text} />
                  </p>
                ))}
              </div>
            </details>
          ))}
        </section>
      ))}
    </>
  );
}
