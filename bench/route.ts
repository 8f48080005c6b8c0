/**
 * The delivery route optimiser on 25, 75 and 150 stops spread over Melbourne's south-east
 * (a fixed seed), starting from a random order: time taken, start and optimised route length
 * (km of road, great-circle x 1.3) and total time. Run: npx tsx bench/route.ts
 */
import {
  evaluateRoute,
  optimiseRoute,
  type RouteProblem,
} from '../server/delivery/route-optimiser';
import { roadKm, type LatLng } from '../server/delivery/travel';
import { mulberry32 } from '../server/seed/prng';

const DEPOT = { lat: -38.013, lng: 145.215 };

function lengthKm(depot: LatLng, stops: readonly LatLng[], order: readonly number[]): number {
  let prev = depot;
  let km = 0;
  for (const i of order) {
    km += roadKm(prev, stops[i]!);
    prev = stops[i]!;
  }
  return km + roadKm(prev, depot);
}

const random = mulberry32(4344);
const rows: string[][] = [];
for (const n of [25, 75, 150]) {
  const stops = Array.from({ length: n }, () => ({
    lat: -38.15 + random() * 0.45,
    lng: 144.95 + random() * 0.55,
  }));
  const problem: RouteProblem = { depot: DEPOT, stops, startSeconds: 36000, dropSeconds: 300 };
  const start = Array.from({ length: n }, (_, i) => i);
  const began = performance.now();
  const plan = optimiseRoute(problem);
  const ms = performance.now() - began;
  const before = evaluateRoute(problem, start);
  const after = evaluateRoute(problem, plan.order);
  rows.push([
    String(n),
    `${ms.toFixed(0)} ms`,
    `${lengthKm(DEPOT, stops, start).toFixed(1)} km`,
    `${lengthKm(DEPOT, stops, plan.order).toFixed(1)} km`,
    `${(before.duration / 3600).toFixed(2)} h`,
    `${(after.duration / 3600).toFixed(2)} h`,
  ]);
}
const head = [
  'stops',
  'time',
  'start length',
  'optimised length',
  'start total',
  'optimised total',
];
const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
console.log(line(head));
console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
for (const r of rows) console.log(line(r));
