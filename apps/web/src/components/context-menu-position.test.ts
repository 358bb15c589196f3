import { describe, expect, it } from 'vitest';
import { placeContextMenu } from './context-menu-position';

const viewport = { width: 1000, height: 700 };
const menu = { width: 200, height: 150 };

describe('context menu placement', () => {
  it('opens at the pointer when there is room', () => {
    expect(placeContextMenu({ x: 100, y: 100 }, menu, viewport)).toEqual({ left: 100, top: 100 });
  });

  it('flips left near the right edge and up near the bottom', () => {
    expect(placeContextMenu({ x: 900, y: 100 }, menu, viewport)).toEqual({ left: 700, top: 100 });
    expect(placeContextMenu({ x: 100, y: 650 }, menu, viewport)).toEqual({ left: 100, top: 500 });
    expect(placeContextMenu({ x: 990, y: 690 }, menu, viewport)).toEqual({ left: 790, top: 540 });
  });

  it('stays inside the viewport when flipping is not enough', () => {
    expect(
      placeContextMenu(
        { x: 150, y: 120 },
        { width: 300, height: 600 },
        { width: 400, height: 640 },
      ),
    ).toEqual({
      left: 92,
      top: 32,
    });
    expect(placeContextMenu({ x: -5, y: -5 }, menu, viewport)).toEqual({ left: 8, top: 8 });
    expect(
      placeContextMenu({ x: 10, y: 10 }, { width: 900, height: 900 }, { width: 500, height: 500 }),
    ).toEqual({
      left: 8,
      top: 8,
    });
  });
});
