import type { ContentBlock } from '../content-types';
import { RichTextView } from './rich-text-view';
import { contentClasses as classes } from './content-classes';

function Block({ block }: { block: ContentBlock }) {
  switch (block.kind) {
    case 'p':
      return (
        <p>
          <RichTextView text={block.text} />
        </p>
      );
    case 'note':
      return (
        <p className={classes.note}>
          <RichTextView text={block.text} />
        </p>
      );
    case 'list': {
      const items = block.items.map((item, index) => (
        <li key={index}>
          <RichTextView text={item} />
        </li>
      ));
      return block.ordered ? <ol>{items}</ol> : <ul>{items}</ul>;
    }
    case 'steps':
      return (
        <ol className={classes.steps}>
          {block.items.map((step, index) => (
            <li key={index} className={classes.step}>
              <span className={classes.stepNumber} aria-hidden="true">
                {index + 1}
              </span>
              <h3 className={classes.subheading}>{step.title}</h3>
              <p>
                <RichTextView text={step.text} />
              </p>
            </li>
          ))}
        </ol>
      );
    case 'table':
      return (
        <table className={classes.table}>
          <caption>{block.caption}</caption>
          <thead>
            <tr>
              {block.head.map((cell) => (
                <th key={cell} scope="col">
                  {cell}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {block.rows.map((row, index) => (
              <tr key={index}>
                {row.map((cell, cellIndex) => (
                  <td key={cellIndex}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      );
    case 'documents':
      return (
        <ul className={classes.documents}>
          {block.items.map((doc) => (
            <li key={doc.href} className={classes.document}>
              <h3 className={classes.subheading}>
                <a href={doc.href} type="application/pdf">
                  {doc.title} (PDF)
                </a>
              </h3>
              <p>{doc.description}</p>
            </li>
          ))}
        </ul>
      );
  }
}

/** The blocks of one section of an information page. */
export function ContentBlocks({ blocks }: { blocks: readonly ContentBlock[] }) {
  return (
    <>
      {blocks.map((block, index) => (
        <Block key={index} block={block} />
      ))}
    </>
  );
}
