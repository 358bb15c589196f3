import { createTheme } from '@mantine/core';

/**
 * One theme for the three shells. The primary shade is 8 (#1971c2) so that white text on filled
 * buttons and blue links on white both reach WCAG AA contrast (the default shade 6 does not).
 */
export const appTheme = createTheme({
  primaryColor: 'blue',
  primaryShade: 8,
  defaultRadius: 'md',
  focusRing: 'auto',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
});
