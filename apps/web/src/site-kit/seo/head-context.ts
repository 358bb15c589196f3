import { createContext, useContext } from 'react';
import type { HeadTag } from './page-head';

/** Stands for the public address in pre-rendered HTML; the API puts PUBLIC_BASE_URL in its place. */
export const BASE_URL_TOKEN = '__PUBLIC_BASE_URL__';

export type HeadContextValue = {
  /** The public address of the site, without a trailing slash. */
  baseUrl: string;
  /** On the server: receives the page's head, which the renderer writes into <head>. */
  collect: ((tags: HeadTag[]) => void) | null;
};

/** In the browser: the address the server wrote on <html>, else where the page was loaded from. */
export function browserBaseUrl(): string {
  const fromServer = document.documentElement.dataset.baseUrl;
  return fromServer && fromServer !== BASE_URL_TOKEN ? fromServer : window.location.origin;
}

export const HeadContext = createContext<HeadContextValue>({ baseUrl: '', collect: null });

export const useHeadContext = () => useContext(HeadContext);
