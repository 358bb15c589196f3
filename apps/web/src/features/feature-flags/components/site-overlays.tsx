import { lazy, Suspense, useEffect, useState } from 'react';
import { useEffectiveFlags } from '../use-effective-flags';

const MaintenanceOverlay = lazy(() =>
  import('./maintenance-overlay').then((m) => ({ default: m.MaintenanceOverlay })),
);
const FeatureFlagOverlay = lazy(() =>
  import('./feature-flag-overlay').then((m) => ({ default: m.FeatureFlagOverlay })),
);

/** Ctrl+Alt+Shift+F opens the hidden feature-flag overlay. */
const isOverlayKey = (event: KeyboardEvent) =>
  event.ctrlKey && event.altKey && event.shiftKey && event.code === 'KeyF';

/**
 * The site's overlays: maintenance while sales are paused, and the hidden feature-flag panel. Both
 * appear only after the page is live in the browser (the server cannot know the visitor's flags).
 */
export function SiteOverlays() {
  const { flags } = useEffectiveFlags();
  const [flagPanel, setFlagPanel] = useState(false);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isOverlayKey(event)) return;
      event.preventDefault();
      setFlagPanel(true);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return (
    <Suspense fallback={null}>
      {flags && !flags.SALES && !flagPanel && <MaintenanceOverlay />}
      {flagPanel && <FeatureFlagOverlay onClose={() => setFlagPanel(false)} />}
    </Suspense>
  );
}
