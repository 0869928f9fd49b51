/**
 * For ReDoS guards, never a benchmark: the fastest of `runs` timings of `work`, in ms. A
 * backtracking pattern takes minutes on a megabyte and a linear one milliseconds, so a bound far
 * above the linear time fails only on a pattern that is not linear. The fastest run is the one a
 * loaded machine disturbed least: one slow run (a busy core, a garbage collection) never trips it.
 */
export function fastestMs(work: () => unknown, runs = 3): number {
  let fastest = Number.POSITIVE_INFINITY;
  for (let run = 0; run < runs; run++) {
    const start = performance.now();
    work();
    fastest = Math.min(fastest, performance.now() - start);
  }
  return fastest;
}
