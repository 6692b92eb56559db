import dns from 'node:dns';
import type { LookupFunction } from 'node:net';
import { Inject, Injectable } from '@nestjs/common';
import ipaddr from 'ipaddr.js';
import { APP_CONFIG, type AppConfig, type PushEndpointSettings } from '../config/app-config.js';

/** The push services browsers subscribe through: Chrome's FCM, Firefox's autopush, Safari's Apple Web Push, Edge's WNS. */
const KNOWN_PUSH_SERVICE_HOSTS = ['fcm.googleapis.com', 'updates.push.services.mozilla.com', 'web.push.apple.com', '*.notify.windows.com'];

/** An endpoint the shop will not send to, with the reason (for the log; the shopper sees one message). */
export class PushEndpointRefusedError extends Error {}

/**
 * Where push requests may go, so that a subscription cannot aim the shop at its own network: https on port
 * 443 of a known push service, no credentials, resolving to public addresses only. The address is checked
 * when a subscription is stored and again by the lookup of each request's own connection, so a name that
 * resolves elsewhere later (DNS rebinding) is refused then. PUSH_ALLOW_LOCAL_ENDPOINTS (never in
 * production) lifts all but the credentials rule, for tests' local stand-ins.
 */
@Injectable()
export class PushEndpointPolicy {
  private readonly settings: PushEndpointSettings;
  private readonly hosts: string[];

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.settings = config.pushEndpoints;
    this.hosts = [...KNOWN_PUSH_SERVICE_HOSTS, ...config.pushEndpoints.extraHosts];
  }

  /** Before storing a subscription: the URL's form and host, then the addresses its name resolves to now. */
  async check(endpoint: string): Promise<void> {
    const url = this.checkUrl(endpoint);
    if (this.settings.allowLocal) return;
    const addresses = await dns.promises.lookup(url.hostname, { all: true }).catch(() => {
      throw new PushEndpointRefusedError(`${url.hostname} does not resolve`);
    });
    for (const { address } of addresses) refuseInnerAddress(url.hostname, address);
  }

  /** Before each request: the URL's form and host (its addresses are checked by `lookup` as it connects). */
  checkUrl(endpoint: string): URL {
    const url = new URL(endpoint);
    if (url.username || url.password) throw new PushEndpointRefusedError('the endpoint carries credentials');
    if (this.settings.allowLocal) return url;
    if (url.protocol !== 'https:' || url.port !== '') throw new PushEndpointRefusedError('the endpoint is not https on port 443');
    if (!this.hosts.some((host) => matchesHost(url.hostname, host))) {
      throw new PushEndpointRefusedError(`${url.hostname} is not a known push service`);
    }
    return url;
  }

  /** The DNS lookup for push requests' connections: refuses a name resolving to an inner address. */
  get lookup(): LookupFunction | undefined {
    return this.settings.allowLocal ? undefined : publicAddressLookup;
  }
}

function matchesHost(hostname: string, pattern: string): boolean {
  return pattern.startsWith('*.') ? hostname.endsWith(pattern.slice(1)) : hostname === pattern;
}

/** Loopback, private, link-local, unique-local and every other special range: anything but the public internet. */
function refuseInnerAddress(hostname: string, address: string): void {
  const range = ipaddr.process(address).range();
  if (range !== 'unicast') throw new PushEndpointRefusedError(`${hostname} resolves to ${address}, a ${range} address`);
}

const publicAddressLookup: LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) {
      callback(error, '');
      return;
    }
    try {
      for (const { address } of addresses) refuseInnerAddress(hostname, address);
    } catch (refused) {
      callback(refused as NodeJS.ErrnoException, '');
      return;
    }
    if (options.all) callback(null, addresses);
    else callback(null, addresses[0].address, addresses[0].family);
  });
};
