import { describe, expect, it } from 'vitest';
import { fitToBox, type LngLat } from './route-map';

const box = { x: 56, y: 100, width: 483, height: 280 };
const route: LngLat[] = [
  [23.32, 42.7],
  [24.75, 42.15],
  [27.47, 42.5],
];

describe('route map projection', () => {
  it('fits the route inside the box with its padding, west to east and north up', () => {
    const project = fitToBox(route, box, 20);
    const points = route.map(project);
    for (const [x, y] of points) {
      expect(x).toBeGreaterThanOrEqual(box.x + 20 - 1e-9);
      expect(x).toBeLessThanOrEqual(box.x + box.width - 20 + 1e-9);
      expect(y).toBeGreaterThanOrEqual(box.y + 20 - 1e-9);
      expect(y).toBeLessThanOrEqual(box.y + box.height - 20 + 1e-9);
    }
    const [sofia, plovdiv, burgas] = points as [
      [number, number],
      [number, number],
      [number, number],
    ];
    expect(sofia[0]).toBeCloseTo(box.x + 20, 6);
    expect(burgas[0]).toBeCloseTo(box.x + box.width - 20, 6);
    expect(plovdiv[1]).toBeGreaterThan(sofia[1]);
  });

  it('keeps the shape: a degree of latitude is 1/cos(lat) degrees of longitude', () => {
    const project = fitToBox(
      [
        [24, 42],
        [25, 43],
      ],
      box,
    );
    const [x0, y0] = project([24, 42]);
    const [x1, y1] = project([25, 43]);
    expect((x1 - x0) / (y0 - y1)).toBeCloseTo(Math.cos((42.5 * Math.PI) / 180), 6);
  });

  it('centres a single point instead of dividing by zero', () => {
    const [x, y] = fitToBox([[24, 42]], box)([24, 42]);
    expect(x).toBeCloseTo(box.x + box.width / 2, 9);
    expect(y).toBeCloseTo(box.y + box.height / 2, 9);
  });
});
