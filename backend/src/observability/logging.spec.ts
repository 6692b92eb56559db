import { describe, expect, it } from 'vitest';
import { createLogger } from './logging.js';

/** Lines as a pino destination receives them, parsed. */
function linesWrittenBy() {
  const lines: { level: number; context?: string; msg: string }[] = [];
  return { lines, destination: { write: (line: string) => lines.push(JSON.parse(line) as (typeof lines)[number]) } };
}

describe('the shop logger', () => {
  // Each line as nestjs-pino hands it over: the Nest context in the first argument's fields.
  it("keeps Nest's line for each module and route it sets up out of info, and every other info line in", async () => {
    const { lines, destination } = linesWrittenBy();
    const logger = await createLogger({ nodeEnv: 'production' }, 'info', destination);
    logger.info({ context: 'InstanceLoader' }, 'ProductsModule dependencies initialized');
    logger.info({ context: 'RoutesResolver' }, 'ProductsController {/api/products}:');
    logger.info({ context: 'RouterExplorer' }, 'Mapped {/api/products/getProducts, GET} route');
    logger.info({ context: 'NestApplication' }, 'Nest application successfully started');
    logger.warn({ context: 'RoutesResolver' }, 'a warning keeps its level');
    expect(lines.map(({ level, context, msg }) => ({ level, context, msg }))).toEqual([
      { level: 30, context: 'NestApplication', msg: 'Nest application successfully started' },
      { level: 40, context: 'RoutesResolver', msg: 'a warning keeps its level' },
    ]);
  });

  it('writes the set-up lines at debug level when debug is asked for', async () => {
    const { lines, destination } = linesWrittenBy();
    const logger = await createLogger({ nodeEnv: 'production' }, 'debug', destination);
    logger.info({ context: 'RouterExplorer' }, 'Mapped {/api/health, GET} route');
    expect(lines).toEqual([expect.objectContaining({ level: 20, context: 'RouterExplorer', msg: 'Mapped {/api/health, GET} route' })]);
  });
});
