import { describe, expect, it } from 'vitest';
import { haversineKm, pointInPolygon } from './geo';

const SQUARE: [number, number][] = [[0, 0], [0, 10], [10, 10], [10, 0]];
const U_SHAPE: [number, number][] = [[0, 0], [0, 10], [10, 10], [10, 7], [3, 7], [3, 3], [10, 3], [10, 0]];

describe('pointInPolygon', () => {
  it('tells inside from outside of a square', () => {
    expect(pointInPolygon([5, 5], SQUARE)).toBe(true);
    expect(pointInPolygon([11, 5], SQUARE)).toBe(false);
    expect(pointInPolygon([-0.1, 5], SQUARE)).toBe(false);
  });

  it('handles a concave polygon', () => {
    expect(pointInPolygon([1, 5], U_SHAPE)).toBe(true);
    expect(pointInPolygon([6, 5], U_SHAPE)).toBe(false);
    expect(pointInPolygon([6, 8], U_SHAPE)).toBe(true);
  });

  it('contains nothing with fewer than 3 points', () => {
    expect(pointInPolygon([0, 0], [[0, 0], [1, 1]])).toBe(false);
  });
});

describe('haversineKm', () => {
  it('measures Toronto downtown to midtown', () => {
    expect(haversineKm([43.6532, -79.3832], [43.7, -79.4])).toBeCloseTo(5.37, 1);
    expect(haversineKm([43.6532, -79.3832], [43.6532, -79.3832])).toBe(0);
  });

  it('measures a degree of latitude as about 111 km', () => {
    expect(haversineKm([0, 0], [1, 0])).toBeCloseTo(111.19, 1);
  });
});
