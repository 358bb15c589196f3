import { use, type ComponentType } from 'react';
import { settledPromise } from '../hooks/settled-promise';

export type LazyPage<P extends object> = ComponentType<P> & {
  /** Starts loading the page's code; resolves when it is here. */
  preload: () => Promise<unknown>;
};

/**
 * A page whose code loads on demand, like React.lazy, but which can be loaded ahead (`preload`) and
 * then renders at once: the browser loads the current page's code before it hydrates the server's
 * HTML, so hydration never waits half-way (and never swaps the page for the loading state).
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): LazyPage<P> {
  let promise: Promise<ComponentType<P>> | null = null;
  // A failed load stays failed: the page's error element shows, and its button reloads the page.
  const get = () => (promise ??= settledPromise(load()));
  function Page(props: P) {
    const Component = use(get());
    return <Component {...props} />;
  }
  return Object.assign(Page, { preload: get });
}
