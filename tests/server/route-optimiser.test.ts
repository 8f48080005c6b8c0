import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  evaluateRoute,
  isBetter,
  optimiseRoute,
  type RouteProblem,
} from '../../server/delivery/route-optimiser';
import { greatCircleKm, travelSeconds } from '../../server/delivery/travel';

const DEPOT = { lat: -38.013, lng: 145.215 };
const stop = fc.record({
  lat: fc.double({ min: -38.15, max: -37.7, noNaN: true }),
  lng: fc.double({ min: 144.8, max: 145.5, noNaN: true }),
  locked: fc.boolean(),
});
const problem = (stops: RouteProblem['stops']): RouteProblem => ({
  depot: DEPOT,
  stops,
  startSeconds: 10 * 3600,
  dropSeconds: 300,
  timeLimitMs: 200,
});
const identity = (n: number) => Array.from({ length: n }, (_, i) => i);

describe('travel model', () => {
  it('is great-circle distance x 1.3 at 40 km/h', () => {
    const km = greatCircleKm({ lat: -37.8136, lng: 144.9631 }, { lat: -37.987, lng: 145.215 });
    expect(km).toBeGreaterThan(28);
    expect(km).toBeLessThan(30);
    expect(
      travelSeconds({ lat: -37.8136, lng: 144.9631 }, { lat: -37.987, lng: 145.215 }),
    ).toBeCloseTo(((km * 1.3) / 40) * 3600, 6);
  });
});

describe('route optimiser (properties)', () => {
  it('answers a permutation, keeps locked stops in place, is never longer', () => {
    fc.assert(
      fc.property(fc.array(stop, { minLength: 0, maxLength: 25 }), (stops) => {
        const p = problem(stops);
        const plan = optimiseRoute(p);
        expect([...plan.order].sort((a, b) => a - b)).toEqual(identity(stops.length));
        stops.forEach((s, i) => {
          if (s.locked) expect(plan.order[i]).toBe(i);
        });
        const before = evaluateRoute(p, identity(stops.length));
        const after = evaluateRoute(p, plan.order);
        expect(after.duration).toBeLessThanOrEqual(before.duration + 1e-6);
        if (!plan.improved) expect(plan.order).toEqual(identity(stops.length));
        else expect(isBetter(after, before)).toBe(true);
      }),
      { numRuns: 60 },
    );
  });

  it('with time windows is never later, and as late never longer', () => {
    const windowed = fc.record({
      lat: fc.double({ min: -38.15, max: -37.7, noNaN: true }),
      lng: fc.double({ min: 144.8, max: 145.5, noNaN: true }),
      locked: fc.boolean(),
      windowFrom: fc.option(fc.integer({ min: 10 * 3600, max: 13 * 3600 }), { nil: null }),
      windowTo: fc.option(fc.integer({ min: 11 * 3600, max: 16 * 3600 }), { nil: null }),
    });
    fc.assert(
      fc.property(fc.array(windowed, { minLength: 1, maxLength: 15 }), (stops) => {
        const p = problem(stops);
        const plan = optimiseRoute(p);
        const before = evaluateRoute(p, identity(stops.length));
        const after = evaluateRoute(p, plan.order);
        expect(after.lateness).toBeLessThanOrEqual(before.lateness + 1e-6);
        if (Math.abs(after.lateness - before.lateness) < 1e-6)
          expect(after.duration).toBeLessThanOrEqual(before.duration + 1e-6);
      }),
      { numRuns: 40 },
    );
  });

  it('untangles a crossed route and honours a window that the short route would miss', () => {
    // Four stops on a square visited crosswise: the optimiser goes round.
    const square = [
      { lat: -37.9, lng: 145.1 },
      { lat: -37.95, lng: 145.15 },
      { lat: -37.9, lng: 145.15 },
      { lat: -37.95, lng: 145.1 },
    ];
    const plan = optimiseRoute(problem(square));
    expect(plan.improved).toBe(true);
    expect(plan.after.duration).toBeLessThan(plan.before.duration);
    // The far stop must be visited first (window closes 11:06).
    const windowed = [
      { lat: -37.99, lng: 145.2 },
      { lat: -37.8, lng: 144.96, windowTo: 10 * 3600 + 66 * 60 },
    ];
    const w = optimiseRoute(problem(windowed));
    expect(w.after.lateness).toBe(0);
    expect(w.order).toEqual([1, 0]);
  });
});
