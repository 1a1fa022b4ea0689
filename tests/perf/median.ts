/**
 * The median of many timed runs of `run`, after a tenth as many untimed ones to warm it up; the
 * benchmarks print it beside vitest's table (which shows mean and p75).
 */
export function medianMs(run: () => void, samples = 300): number {
  for (let i = 0; i < samples / 10; i++) run();
  const times: number[] = [];
  for (let i = 0; i < samples; i++) {
    const start = performance.now();
    run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] as number;
}
