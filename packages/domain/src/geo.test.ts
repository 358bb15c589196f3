import { describe, expect, it } from 'vitest';
import { cumulativeKm, haversineKm, lineKm, pointAlong, projectOntoLine, sliceLine } from './geo';

const line = [
  [23, 42],
  [24, 42],
  [24, 43],
] as const;
const cumulative = cumulativeKm(line);

describe('geometry on WGS84 positions', () => {
  it('measures great-circle distances', () => {
    expect(haversineKm([0, 0], [1, 0])).toBeCloseTo(111.195, 2);
    expect(haversineKm([23.3219, 42.6977], [27.4626, 42.5048])).toBeCloseTo(339.6, 0);
    expect(lineKm(line)).toBeCloseTo(
      haversineKm(line[0], line[1]) + haversineKm(line[1], line[2]),
      9,
    );
  });

  it('finds points along a line and slices it in either direction', () => {
    expect(pointAlong(line, cumulative, 0)).toEqual([23, 42]);
    expect(pointAlong(line, cumulative, 1)).toEqual([24, 43]);
    const half = pointAlong(line, cumulative, 0.5);
    expect(half[0]).toBe(24);
    const part = sliceLine(line, cumulative, 0.25, 0.75);
    expect(part).toHaveLength(3);
    expect(part[1]).toEqual([24, 42]);
    expect(sliceLine(line, cumulative, 0.75, 0.25)).toEqual([...part].reverse());
  });

  it('projects a point onto the nearest part of a line', () => {
    const hit = projectOntoLine(line, cumulative, [23.5, 41.9]);
    expect(hit.position[0]).toBeCloseTo(23.5, 6);
    expect(hit.position[1]).toBeCloseTo(42, 6);
    expect(hit.distanceKm).toBeCloseTo(11.1, 1);
    expect(hit.fraction).toBeGreaterThan(0.2);
    expect(hit.fraction).toBeLessThan(0.3);
    expect(projectOntoLine(line, cumulative, [25, 44]).fraction).toBe(1);
  });
});
