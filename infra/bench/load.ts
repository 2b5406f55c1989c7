/** Closed-loop load: `concurrency` callers each issue requests back to back until `requests` are done. */
export interface LoadFigures {
  requests: number;
  p50: number;
  p99: number;
  perSecond: number;
}

export async function measureLoad(call: () => Promise<void>, opts: { requests: number; concurrency: number; warmup: number }): Promise<LoadFigures> {
  for (let i = 0; i < opts.warmup; i++) await call();
  const latencies: number[] = [];
  let issued = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: opts.concurrency }, async () => {
      while (issued < opts.requests) {
        issued++;
        const t0 = performance.now();
        await call();
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  return { requests: latencies.length, ...percentiles(latencies), perSecond: latencies.length / elapsed };
}

export function percentiles(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99) };
}
