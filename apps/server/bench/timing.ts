/** p50 and p95 (ms) of `runs` sequential calls of `fn`: the latency figures of the query benchmarks. */
export async function timeRuns(fn: () => Promise<unknown>, runs: number) {
  const out: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await fn();
    out.push(performance.now() - t0);
  }
  out.sort((a, b) => a - b);
  return { p50: out[Math.floor(runs * 0.5)]!, p95: out[Math.floor(runs * 0.95)]!, runs };
}
