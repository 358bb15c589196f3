/** A door with an arrow leading out (decorative: the button carries the label). */
export function LogoutIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M10 4H5v16h5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M14 8l4 4-4 4M18 12H9" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}
