import { Fragment } from 'react';
import { LangLink } from '../../../components/lang-link';
import { useNoHeader } from '../../../hooks/use-no-header';
import { isSitePath, parseRichText } from '../rich-text';

/** Renders content markup: bold text, links to site pages (with the language prefix), other links. */
export function RichTextView({ text }: { text: string }) {
  const noHeader = useNoHeader();
  return (
    <>
      {parseRichText(text).map((piece, index) => {
        if (piece.kind === 'text') return <Fragment key={index}>{piece.text}</Fragment>;
        if (piece.kind === 'bold') return <strong key={index}>{piece.text}</strong>;
        if (isSitePath(piece.target))
          return (
            <LangLink key={index} to={piece.target}>
              {piece.text}
            </LangLink>
          );
        if (noHeader) return <span key={index}>{piece.text}</span>;
        return (
          <a key={index} href={piece.target}>
            {piece.text}
          </a>
        );
      })}
    </>
  );
}
