import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const STORAGE_KEY = 'site-scroll-positions';

/** The scroll position of each history entry (by its location key), kept for the tab's session. */
let positions: Record<string, number> | null = null;
function savedPositions(): Record<string, number> {
  if (!positions) {
    try {
      positions = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
    } catch {
      positions = {};
    }
  }
  return positions;
}

/**
 * Scrolling as a visitor expects between the site's pages (React Router's `ScrollRestoration`
 * belongs to its data router, which the site does not load): a new page starts at the top, or at
 * the element its `#fragment` names; back and forward return to where that page was left, also
 * after a reload. The first page keeps the browser's own position (the server rendered it, the
 * visitor may have scrolled before it came alive) unless this tab left it scrolled before.
 */
export function SiteScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const current = useRef(location.key);
  const first = useRef(true);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    let frame = 0;
    const onScroll = () => {
      frame ||= requestAnimationFrame(() => {
        frame = 0;
        savedPositions()[current.current] = window.scrollY;
      });
    };
    const onPageHide = () => {
      savedPositions()[current.current] = window.scrollY;
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(savedPositions()));
      } catch {
        // No session storage (private mode, quota): positions are not kept across a reload.
      }
      window.history.scrollRestoration = 'auto';
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', onPageHide);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', onPageHide);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  useLayoutEffect(() => {
    current.current = location.key;
    const isFirst = first.current;
    first.current = false;
    const saved = savedPositions()[location.key];
    if (navigationType === 'POP' && typeof saved === 'number') {
      window.scrollTo(0, saved);
      return;
    }
    if (isFirst) return;
    if (location.hash) {
      try {
        const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
        if (target) {
          target.scrollIntoView();
          return;
        }
      } catch {
        // A fragment that is no valid escape sequence names no element: go to the top.
      }
    }
    window.scrollTo(0, 0);
  }, [location, navigationType]);

  return null;
}
