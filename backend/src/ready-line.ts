import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';

/**
 * The start-up line names a URL to open in a browser on this machine: localhost on the port listened on,
 * rather than the [::] or [::1] the server is bound to; and PUBLIC_URL when that is another address.
 */
export function readyLine(server: Server, publicUrl: string): string {
  const localUrl = `http://localhost:${(server.address() as AddressInfo).port}`;
  return publicUrl === localUrl ? `Shop ready on ${localUrl}` : `Shop ready on ${localUrl} (public URL ${publicUrl})`;
}
