import { createServer } from 'node:http';

export const STARTING_MESSAGE = 'Not ready: starting (database, migrations)';
const LIVE_PATH = '/api/health/live';

/**
 * Answers on the shop's port while the app starts (database connection, migrations, demo data), so a
 * probe sees "alive, not ready" instead of a refused connection: liveness 200, anything else 503 with
 * Retry-After. Resolves to the function that frees the port for the app.
 */
export async function answerWhileStarting(port: number): Promise<() => Promise<void>> {
  const server = createServer((request, response) => {
    const live = request.url === LIVE_PATH;
    response.writeHead(live ? 200 : 503, { 'Content-Type': 'application/json', 'Retry-After': '1', Connection: 'close' });
    response.end(JSON.stringify(live ? { status: 'ok', info: {}, error: {}, details: {} } : { success: false, message: STARTING_MESSAGE }));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, resolve);
  });
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
}
