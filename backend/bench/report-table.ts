import type { Figures } from './latency-sampler.js';

export interface ReportRow {
  operation: string;
  durability: 'on' | 'off';
  figures: Figures;
  /** Target for the median latency, in ms. */
  targetMs?: number;
  /** Whether ops/s is meaningful for this row (not for a one-off like start-up). */
  hasThroughput?: boolean;
}

const COLUMNS = ['operation', 'durability', 'ops/s', 'p50 ms', 'p99 ms', 'cpu ms/op', 'target (p50)', 'met'];
const WIDTHS = [46, 10, 7, 8, 8, 9, 13, 4];

export function formatReport(rows: ReportRow[]): string {
  const lines = [formatLine(COLUMNS), formatLine(WIDTHS.map((width) => '-'.repeat(width)))];
  for (const row of rows) lines.push(formatLine(cellsOf(row)));
  return lines.join('\n');
}

function cellsOf({ operation, durability, figures, targetMs, hasThroughput = true }: ReportRow): string[] {
  return [
    operation,
    durability,
    hasThroughput ? figures.opsPerSecond.toFixed(0) : '-',
    figures.p50Ms.toFixed(2),
    figures.p99Ms.toFixed(2),
    figures.cpuMsPerOperation.toFixed(2),
    targetMs === undefined ? '' : `<= ${targetMs} ms`,
    targetMs === undefined ? '' : figures.p50Ms <= targetMs ? 'yes' : 'NO',
  ];
}

function formatLine(cells: string[]): string {
  return cells.map((cell, column) => (column < 2 ? cell.padEnd(WIDTHS[column]) : cell.padStart(WIDTHS[column]))).join(' ');
}
