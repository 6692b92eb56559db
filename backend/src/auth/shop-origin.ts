import type { AppConfig } from '../config/app-config.js';

/** Whether a browser-named origin is the shop's own, given the Host header of the request. */
export type ShopOriginCheck = (origin: string, host: string | undefined) => boolean;

/**
 * The shop's own origin is PUBLIC_URL's. Without PUBLIC_URL outside production it is also the address
 * the browser used, so http://127.0.0.1:3000 and http://[::1]:3000 work as well as http://localhost:3000;
 * the shop serves no TLS itself, so that address is http.
 */
export function shopOriginCheck(config: Pick<AppConfig, 'publicUrl' | 'originFromHost'>): ShopOriginCheck {
  const publicOrigin = new URL(config.publicUrl).origin;
  return (origin, host) => origin === publicOrigin || (config.originFromHost && host !== undefined && origin === `http://${host}`);
}
