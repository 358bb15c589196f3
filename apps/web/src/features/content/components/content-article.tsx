import type { ReactNode } from 'react';
import { Container } from '@mantine/core';
import type { ContentPage } from '../content-types';
import { ContentBlocks } from './content-blocks';
import { RichTextView } from './rich-text-view';
import { contentClasses as classes } from './content-classes';

export type ContentArticleProps = {
  page: ContentPage;
  children?: ReactNode;
  /** Above the text: a notice that it is shown in another language than the page's. */
  notice?: ReactNode;
  /** The language of the text when it is not the page's (`lang` attribute for screen readers). */
  lang?: string;
};

/** An information page: title, lead and sections; `children` come after the sections. */
export function ContentArticle({ page, children, notice, lang }: ContentArticleProps) {
  return (
    <Container size="lg">
      {notice}
      <article className={classes.article} lang={lang}>
        <h1 className={classes.title}>{page.title}</h1>
        {page.lead && (
          <p className={classes.lead}>
            <RichTextView text={page.lead} />
          </p>
        )}
        {page.sections.map((section) => (
          <section key={section.heading} className={classes.section}>
            <h2 className={classes.heading}>{section.heading}</h2>
            <ContentBlocks blocks={section.blocks} />
          </section>
        ))}
        {children}
      </article>
    </Container>
  );
}
