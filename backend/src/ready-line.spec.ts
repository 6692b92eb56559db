import { createServer, type Server } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { readyLine } from './ready-line.js';

describe('readyLine', () => {
  let server: Server;

  const listening = async (): Promise<Server> => {
    server = createServer();
    await new Promise<void>((resolve) => server.listen(0, resolve));
    return server;
  };
  afterEach(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it('names http://localhost and the port listened on, not the [::] the server is bound to', async () => {
    const { port } = (await listening()).address() as { port: number };
    expect(readyLine(server, `http://localhost:${port}`)).toBe(`Shop ready on http://localhost:${port}`);
  });

  it('adds PUBLIC_URL when that is another address', async () => {
    const { port } = (await listening()).address() as { port: number };
    expect(readyLine(server, 'https://shop.example.com')).toBe(
      `Shop ready on http://localhost:${port} (public URL https://shop.example.com)`,
    );
  });
});
