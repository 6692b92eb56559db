import { Logger } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { createApp } from './app.factory.js';
import { APP_CONFIG, type AppConfig, InvalidConfigError, productionNotices } from './config/app-config.js';
import { DemoAccountsService } from './demo/demo-accounts.service.js';
import { readyLine } from './ready-line.js';

const SHUTDOWN_TIMEOUT_MS = 10_000;
const logger = new Logger('Main');

async function bootstrap(): Promise<void> {
  const app = await createApp();
  const config = app.get<AppConfig>(APP_CONFIG);
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
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', shutDown);
  process.once('SIGTERM', shutDown);
}

bootstrap().catch((error: unknown) => {
  if (error instanceof InvalidConfigError) console.error(error.message);
  else logger.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exit(1);
});
