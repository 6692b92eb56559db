export interface Figures {
  operations: number;
  opsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Process CPU time (client and in-process server together) per operation; steadier than latency on a busy machine. */
  cpuMsPerOperation: number;
}

export interface SampleLimits {
  iterations: number;
  /** Stops early when this much time has passed, so a slow operation cannot stall the whole run. */
  maxMs: number;
  /** Operations run at once; each worker waits for its previous operation. */
  concurrency?: number;
}

const WARM_UP_ITERATIONS = 20;

/** Times `operation` (given its iteration number) and reports throughput and latency percentiles. */
export async function sample(operation: (iteration: number) => Promise<unknown>, limits: SampleLimits): Promise<Figures> {
  for (let warmUp = 0; warmUp < WARM_UP_ITERATIONS; warmUp++) await operation(-1 - warmUp);
  const latencies: number[] = [];
  const cpuAtStart = process.cpuUsage();
  const startedAt = performance.now();
  const deadline = startedAt + limits.maxMs;
  let next = 0;
  const worker = async () => {
    while (next < limits.iterations && performance.now() < deadline) {
      const iteration = next++;
      const operationStartedAt = performance.now();
      await operation(iteration);
      latencies.push(performance.now() - operationStartedAt);
    }
  };
  await Promise.all(Array.from({ length: limits.concurrency ?? 1 }, worker));
  const elapsedMs = performance.now() - startedAt;
  return summarise(latencies, elapsedMs, cpuMsSince(cpuAtStart));
}

export function cpuMsSince(start: NodeJS.CpuUsage): number {
  const { user, system } = process.cpuUsage(start);
  return (user + system) / 1000;
}

export function summarise(latencies: number[], elapsedMs: number, cpuMs: number): Figures {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    operations: sorted.length,
    opsPerSecond: (sorted.length / elapsedMs) * 1000,
    p50Ms: percentile(sorted, 0.5),
    p99Ms: percentile(sorted, 0.99),
    cpuMsPerOperation: cpuMs / sorted.length,
  };
}

export function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)];
}
