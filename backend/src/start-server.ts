import type { Server } from 'node:http';
import { Server as NetServer } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import { Logger } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { createApp } from './app.factory.js';
import { APP_CONFIG, type AppConfig, InvalidConfigError, loadConfig, productionNotices } from './config/app-config.js';
import { DemoAccountsService } from './demo/demo-accounts.service.js';
import { answerWhileStarting } from './health/starting-server.js';
import { readyLine } from './ready-line.js';

const SHUTDOWN_TIMEOUT_MS = 10_000;
// How long connections accepted before a shutdown get to deliver their request (see stopAccepting).
const ACCEPTED_CONNECTION_GRACE_MS = 500;
const logger = new Logger('Main');

async function bootstrap(): Promise<void> {
  const freePort = await answerWhileStarting(loadConfig().port);
  const app = await createApp();
  const config = app.get<AppConfig>(APP_CONFIG);
  await freePort();
  await app.listen(config.port);
  closeOnSignals(app);
  logger.log(readyLine(app.getHttpServer(), config.publicUrl));
  for (const notice of productionNotices(config)) logger.warn(notice);
  const demoAccounts = await app.get(DemoAccountsService).announcement();
  if (demoAccounts) logger.log(demoAccounts);
}

/** Stops taking requests, then closes mongoose and the embedded server (through the app's hooks). */
function closeOnSignals(app: NestExpressApplication): void {
  const shutDown = async (signal: NodeJS.Signals) => {
    logger.log(`${signal} received: shutting down`);
    setTimeout(() => {
      logger.error(`Shutdown took longer than ${SHUTDOWN_TIMEOUT_MS} ms: exiting anyway`);
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    await stopAccepting(app.getHttpServer());
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', (signal) => void shutDown(signal));
  process.once('SIGTERM', (signal) => void shutDown(signal));
}

/**
 * Closes the listening socket, so that a proxy's next connections are refused and it tries another instance
 * (safe for any request: nothing was sent). app.close() then waits for the requests in flight; but it also
 * drops at once the connections whose request has not been read yet, which a proxy has already written and
 * cannot resend if it was a POST: those get a moment to arrive first.
 */
async function stopAccepting(server: Server): Promise<void> {
  NetServer.prototype.close.call(server);
  await delay(ACCEPTED_CONNECTION_GRACE_MS);
}

bootstrap().catch((error: unknown) => {
  if (error instanceof InvalidConfigError) console.error(error.message);
  else logger.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exit(1);
});
