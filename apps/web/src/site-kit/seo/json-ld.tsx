/** Structured data (schema.org) of a page, inline in the page so that it hydrates like the rest. */
export function JsonLd({ data }: { data: Readonly<Record<string, unknown>> }) {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
