/**
 * Where a right-click menu opens (spec §2: it repositions near screen edges): at the pointer,
 * flipped to the left of it when it would run past the right edge and above it when it would run
 * past the bottom, and always kept `margin` pixels inside the viewport.
 */
export type Point = { x: number; y: number };
export type Size = { width: number; height: number };

export function placeContextMenu(
  at: Point,
  menu: Size,
  viewport: Size,
  margin = 8,
): { left: number; top: number } {
  const maxLeft = Math.max(margin, viewport.width - margin - menu.width);
  const maxTop = Math.max(margin, viewport.height - margin - menu.height);
  // Past the far edge: flip to the other side of the pointer; if that does not fit either, as
  // near the pointer as fits (against the far edge).
  const along = (pointer: number, size: number, max: number) => {
    if (pointer <= max) return Math.max(pointer, margin);
    const flipped = pointer - size;
    return flipped >= margin ? Math.min(flipped, max) : max;
  };
  return { left: along(at.x, menu.width, maxLeft), top: along(at.y, menu.height, maxTop) };
}
