import { useLayoutEffect } from 'react';
import { useNavigate } from 'react-router';

/**
 * Replaces the address before the browser paints the page that asked for it: unlike `<Navigate>`
 * (an effect after paint), no click on what that page shows can come between and be overridden
 * by the redirect (a menu entry clicked on the office home while it was leaving for the landing
 * screen ended on the landing screen).
 */
export function RedirectBeforePaint({ to }: { to: string }) {
  const navigate = useNavigate();
  useLayoutEffect(() => {
    void navigate(to, { replace: true });
  }, [navigate, to]);
  return null;
}
