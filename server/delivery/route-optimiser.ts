import { travelSeconds, type LatLng } from './travel';

/*
 * The best-route optimiser of a delivery run (pure functions, no outside service). A route
 * leaves the depot at the start time, visits every stop (waiting for a window to open, then a
 * fixed drop time) and returns to the depot. Locked stops keep their position; the free stops
 * are re-ordered by nearest neighbour and then improved by 2-opt, or-opt and swaps. A route
 * is judged by its lateness (seconds past the stops' windows) first, then by its duration, and
 * the optimiser answers the order it started from unless it found a strictly better one.
 */

export type RouteStop = LatLng & {
  locked?: boolean;
  /** Window opening / closing, seconds after midnight; null = none. */
  windowFrom?: number | null;
  windowTo?: number | null;
};

export type RouteProblem = {
  depot: LatLng;
  /** The stops in their current order. */
  stops: readonly RouteStop[];
  /** Leaving the depot, seconds after midnight. */
  startSeconds: number;
  dropSeconds: number;
  /** Stop improving after this long (default 1500 ms). */
  timeLimitMs?: number;
};

export type RouteCost = {
  /** Seconds of arrival past the windows' closing, summed over the stops. */
  lateness: number;
  /** From leaving the depot to returning, seconds (travel, waiting and drops). */
  duration: number;
  /** Driving only, seconds. */
  travel: number;
};

export type RoutePlan = {
  /** Indexes into problem.stops, in the proposed order. */
  order: number[];
  before: RouteCost;
  after: RouteCost;
  improved: boolean;
};

const EPS = 1e-6;

/** Is `a` better than `b`: less late, or as late and shorter. */
export function isBetter(a: RouteCost, b: RouteCost): boolean {
  if (a.lateness < b.lateness - EPS) return true;
  return Math.abs(a.lateness - b.lateness) <= EPS && a.duration < b.duration - EPS;
}

/** Travel seconds between nodes: node 0 is the depot, node i + 1 is stop i. */
function travelMatrix(problem: RouteProblem): { m: Float64Array; size: number } {
  const nodes = [problem.depot, ...problem.stops];
  const size = nodes.length;
  const m = new Float64Array(size * size);
  for (let i = 0; i < size; i++)
    for (let j = i + 1; j < size; j++) {
      const t = travelSeconds(nodes[i]!, nodes[j]!);
      m[i * size + j] = t;
      m[j * size + i] = t;
    }
  return { m, size };
}

function evaluateWith(
  problem: RouteProblem,
  m: Float64Array,
  size: number,
  order: ArrayLike<number>,
): RouteCost {
  let t = problem.startSeconds;
  let prev = 0;
  let lateness = 0;
  let travel = 0;
  for (let p = 0; p < order.length; p++) {
    const s = order[p]!;
    const stop = problem.stops[s]!;
    const leg = m[prev * size + s + 1]!;
    travel += leg;
    t += leg;
    if (stop.windowFrom != null && t < stop.windowFrom) t = stop.windowFrom;
    if (stop.windowTo != null && t > stop.windowTo) lateness += t - stop.windowTo;
    t += problem.dropSeconds;
    prev = s + 1;
  }
  const back = m[prev * size]!;
  travel += back;
  t += back;
  return { lateness, duration: t - problem.startSeconds, travel };
}

/** The cost of visiting the stops in `order` (indexes into problem.stops). */
export function evaluateRoute(problem: RouteProblem, order: readonly number[]): RouteCost {
  const { m, size } = travelMatrix(problem);
  return evaluateWith(problem, m, size, order);
}

/** Propose a better order of the stops; the start order when none is found. */
export function optimiseRoute(problem: RouteProblem): RoutePlan {
  const n = problem.stops.length;
  const start = Array.from({ length: n }, (_, i) => i);
  const { m, size } = travelMatrix(problem);
  const before = evaluateWith(problem, m, size, start);
  if (n < 2) return { order: start, before, after: before, improved: false };
  const deadline = Date.now() + (problem.timeLimitMs ?? 1500);
  const locked = problem.stops.map((s) => s.locked === true);
  const hasWindows = problem.stops.some((s) => s.windowFrom != null || s.windowTo != null);
  // lockedBefore[p] = locked positions before p: a range is lock-free when the counts match.
  const lockedBefore = new Int32Array(n + 1);
  for (let p = 0; p < n; p++) lockedBefore[p + 1] = lockedBefore[p]! + (locked[p] ? 1 : 0);
  const lockFree = (i: number, j: number) => lockedBefore[j + 1] === lockedBefore[i];
  const d = (a: number, b: number) => m[a * size + b]!;

  function nearestNeighbour(): number[] {
    const route = start.slice();
    const free = start.filter((s) => !locked[s]);
    let prev = 0;
    for (let p = 0; p < n; p++) {
      if (!locked[p]) {
        let best = 0;
        for (let k = 1; k < free.length; k++)
          if (d(prev, free[k]! + 1) < d(prev, free[best]! + 1)) best = k;
        route[p] = free[best]!;
        free.splice(best, 1);
      }
      prev = route[p]! + 1;
    }
    return route;
  }

  function improve(initial: number[]): { route: number[]; cost: RouteCost } {
    let route = initial.slice();
    let cost = evaluateWith(problem, m, size, route);
    const node = (p: number) => (p < 0 || p >= n ? 0 : route[p]! + 1);
    /** Take a move whose travel change is `delta` if it makes the route better. */
    const tryMove = (delta: number, apply: (r: number[]) => void): boolean => {
      if (!hasWindows) {
        if (delta >= -EPS) return false;
        apply(route);
        cost = { ...cost, travel: cost.travel + delta, duration: cost.duration + delta };
        return true;
      }
      if (delta >= -EPS && cost.lateness <= EPS) return false;
      const candidate = route.slice();
      apply(candidate);
      const c = evaluateWith(problem, m, size, candidate);
      if (!isBetter(c, cost)) return false;
      route = candidate;
      cost = c;
      return true;
    };

    let improved = true;
    while (improved && Date.now() < deadline) {
      improved = false;
      // 2-opt: reverse route[i..j] inside a stretch without locked stops.
      for (let i = 0; i < n - 1 && Date.now() < deadline; i++) {
        if (locked[i]) continue;
        for (let j = i + 1; j < n && lockFree(i, j); j++) {
          const a = node(i - 1);
          const b = node(j + 1);
          const delta = d(a, node(j)) + d(node(i), b) - d(a, node(i)) - d(node(j), b);
          if (
            tryMove(delta, (r) => {
              for (let x = i, y = j; x < y; x++, y--) [r[x], r[y]] = [r[y]!, r[x]!];
            })
          )
            improved = true;
        }
      }
      // Or-opt: move 1-3 consecutive stops (either way round) elsewhere in their stretch.
      for (let len = 1; len <= 3; len++)
        for (let i = 0; i + len <= n && Date.now() < deadline; i++) {
          const end = i + len - 1;
          if (!lockFree(i, end)) continue;
          for (let k = 0; k <= n; k++) {
            // Insert before position k (k < i) or after position k - 1 (k > end + 1).
            if (k >= i && k <= end + 1) continue;
            const lo = Math.min(i, k);
            const hi = Math.max(end, k - 1);
            if (!lockFree(lo, hi)) continue;
            const first = node(i);
            const last = node(end);
            const removed =
              d(node(i - 1), first) + d(last, node(end + 1)) - d(node(i - 1), node(end + 1));
            const u = node(k - 1);
            const v = node(k);
            const forward = d(u, first) + d(last, v) - d(u, v);
            const backward = d(u, last) + d(first, v) - d(u, v);
            const reverse = backward < forward;
            const delta = (reverse ? backward : forward) - removed;
            if (
              tryMove(delta, (r) => {
                const seg = r.slice(i, end + 1);
                if (reverse) seg.reverse();
                if (k < i) {
                  r.splice(i, len);
                  r.splice(k, 0, ...seg);
                } else {
                  r.splice(k, 0, ...seg);
                  r.splice(i, len);
                }
              })
            )
              improved = true;
          }
        }
      // Swap two free stops anywhere (past locked stops too).
      for (let i = 0; i < n - 1 && Date.now() < deadline; i++) {
        if (locked[i]) continue;
        for (let j = i + 1; j < n; j++) {
          if (locked[j]) continue;
          const ni = node(i);
          const nj = node(j);
          const a = node(i - 1);
          const b = node(j + 1);
          const delta =
            j === i + 1
              ? d(a, nj) + d(ni, b) - d(a, ni) - d(nj, b)
              : d(a, nj) +
                d(nj, node(i + 1)) +
                d(node(j - 1), ni) +
                d(ni, b) -
                d(a, ni) -
                d(ni, node(i + 1)) -
                d(node(j - 1), nj) -
                d(nj, b);
          if (
            tryMove(delta, (r) => {
              [r[i], r[j]] = [r[j]!, r[i]!];
            })
          )
            improved = true;
        }
      }
    }
    // The running totals drift by rounding: answer the cost measured afresh.
    return { route, cost: evaluateWith(problem, m, size, route) };
  }

  const fromStart = improve(start);
  const fromNearest = improve(nearestNeighbour());
  const best = isBetter(fromNearest.cost, fromStart.cost) ? fromNearest : fromStart;
  if (!isBetter(best.cost, before)) return { order: start, before, after: before, improved: false };
  return { order: best.route, before, after: best.cost, improved: true };
}
