/** autocannon, the HTTP load generator the app benchmarks use, with the part of its API they use (it ships no types). */
import { createRequire } from 'node:module';

export interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
}

export type Autocannon = (options: { url: string; connections: number; duration: number }) => Promise<AutocannonResult>;

export const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;
