import { Injectable } from '@nestjs/common';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

// Seconds: from a cached catalogue page to a slow payment-provider call.
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const DATABASE_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1];

/**
 * The shop's Prometheus metrics, in a registry of this app's own (so that apps in one process, as in
 * tests, count apart): Node's defaults (event-loop lag, heap, CPU), HTTP and database latency, and the
 * business events the services report through the one-word methods below.
 */
@Injectable()
export class ShopMetricsService {
  private readonly registry = new Registry();
  private readonly httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP requests by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: HTTP_BUCKETS,
    registers: [this.registry],
  });
  private readonly databaseCommandDuration = new Histogram({
    name: 'mongodb_command_duration_seconds',
    help: 'MongoDB commands by name and outcome (succeeded or failed), as the driver saw them',
    labelNames: ['command', 'outcome'] as const,
    buckets: DATABASE_BUCKETS,
    registers: [this.registry],
  });
  private readonly checkouts = new Counter({
    name: 'shop_checkouts_total',
    help: 'Checkouts by stage: started (payment session opened), paid, expired (payment window passed)',
    labelNames: ['stage'] as const,
    registers: [this.registry],
  });
  private readonly stockConflicts = new Counter({
    name: 'shop_stock_reservation_conflicts_total',
    help: 'Checkouts refused because a sub-type had too little stock left',
    registers: [this.registry],
  });
  private readonly orderSweepStarted = new Gauge({
    name: 'shop_order_sweep_last_started_seconds',
    help: 'Start (Unix time) of the last finished sweep of lapsed payment windows and unfinished checkouts: what was due then is settled',
    registers: [this.registry],
  });
  private readonly connectedSockets = new Gauge({
    name: 'shop_connected_sockets',
    help: 'Chat sockets connected to this instance',
    registers: [this.registry],
  });
  private countConnectedSockets: () => number = () => 0;

  constructor() {
    collectDefaultMetrics({ register: this.registry });
  }

  get contentType(): string {
    return this.registry.contentType;
  }

  /** Every metric in Prometheus's text format, the gauges read now. */
  scrape(): Promise<string> {
    this.connectedSockets.set(this.countConnectedSockets());
    return this.registry.metrics();
  }

  checkoutStarted(): void {
    this.checkouts.inc({ stage: 'started' });
  }

  checkoutPaid(): void {
    this.checkouts.inc({ stage: 'paid' });
  }

  checkoutExpired(orders = 1): void {
    this.checkouts.inc({ stage: 'expired' }, orders);
  }

  orderSweepFinished(startedAt: Date): void {
    this.orderSweepStarted.set(startedAt.getTime() / 1000);
  }

  stockReservationConflict(): void {
    this.stockConflicts.inc();
  }

  observeHttpRequest(method: string, route: string, statusCode: number, seconds: number): void {
    this.httpDuration.observe({ method, route, status_code: String(statusCode) }, seconds);
  }

  observeDatabaseCommand(command: string, outcome: 'succeeded' | 'failed', seconds: number): void {
    this.databaseCommandDuration.observe({ command, outcome }, seconds);
  }

  /** The chat reports its sockets through `count`, read at each scrape. */
  countConnectedSocketsWith(count: () => number): void {
    this.countConnectedSockets = count;
  }
}
