import type { ReactNode } from 'react';
import { Container } from '@mantine/core';
import type { ContentPage } from '../content-types';
import { ContentBlocks } from './content-blocks';
import { RichTextView } from './rich-text-view';
import { contentClasses as classes } from './content-classes';

export type ContentArticleProps = { page: ContentPage; children?: ReactNode };

/** An information page: title, lead and sections; `children` come after the sections. */
export function ContentArticle({ page, children }: ContentArticleProps) {
  return (
    <Container size="lg">
      <article className={classes.article}>
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
