/** The JSON data block with the server's query results, for hydration. */
export const SSR_STATE_ID = 'ssr-state';

/** Where the server puts the head tags and the page's HTML in index.html. */
export const HEAD_MARKER = '<!--ssr-head-->';
export const HTML_MARKER = '<!--ssr-html-->';
