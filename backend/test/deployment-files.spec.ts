// No Docker engine runs where the tests run: compose.yaml, the Caddyfile and the Dockerfile are checked
// here against what the shop needs from them, as a reviewer would read them.
import { readFileSync } from 'node:fs';
import { CORE_SCHEMA, load, mergeTag } from 'js-yaml';
import { describe, expect, it } from 'vitest';

const repositoryFile = (name: string) => readFileSync(new URL(`../../${name}`, import.meta.url), 'utf8');

interface Service {
  image?: string;
  build?: unknown;
  command?: string[] | string;
  environment?: Record<string, string>;
  healthcheck?: { test: string[] };
  depends_on?: Record<string, { condition: string }>;
  volumes?: string[];
  ports?: string[];
  profiles?: string[];
}

// Compose resolves `<<:` merge keys (the shared mongo and shop definitions), so the parse must too.
const compose = load(repositoryFile('compose.yaml'), { schema: CORE_SCHEMA.withTags(mergeTag) }) as {
  services: Record<string, Service>;
  volumes: Record<string, unknown>;
};
const caddyfile = repositoryFile('Caddyfile');
const dockerfile = repositoryFile('Dockerfile');
const SHOPS = ['shop1', 'shop2'];
const MONGO_MEMBERS = ['mongo1', 'mongo2', 'mongo3'];
const service = (name: string) => compose.services[name];

describe('compose.yaml', () => {
  it('runs a 3-member MongoDB replica set, initiated once, that the shops name in full', () => {
    for (const member of MONGO_MEMBERS) {
      expect(service(member).command).toEqual(['mongod', '--replSet', 'rs0', '--bind_ip_all']);
      expect(service(member).healthcheck?.test.join(' ')).toContain('ping');
    }
    const initiation = [service('mongo-init').command].flat().join(' ');
    for (const member of MONGO_MEMBERS) expect(initiation).toContain(`host: '${member}:27017'`);
    expect(initiation).toMatch(/rs\.initiate\(\{\s*_id: 'rs0'/);
    for (const shop of SHOPS) {
      expect(service(shop).environment!.MONGODB_URI).toBe('mongodb://mongo1:27017,mongo2:27017,mongo3:27017/shop?replicaSet=rs0');
      expect(service(shop).depends_on?.['mongo-init']).toEqual({ condition: 'service_completed_successfully' });
    }
  });

  it('starts two shops from the Dockerfile in production, sharing the database, Redis, the public URL and the session secret', () => {
    const [first, second] = SHOPS.map((shop) => service(shop));
    expect(first).toEqual(second);
    expect(first.build).toBe('.');
    expect(first.environment).toMatchObject({
      NODE_ENV: 'production',
      REDIS_URL: 'redis://redis:6379',
      PUBLIC_URL: 'https://${SITE_ADDRESS:-shop.localhost}',
      TRUST_PROXY: '1',
    });
    // Interpolation with :? stops `docker compose up` when the secret is missing, instead of starting without one.
    expect(first.environment!.SESSION_SECRET).toMatch(/^\$\{SESSION_SECRET:\?.+\}$/);
    expect(first.environment!.VAPID_PUBLIC_KEY).toMatch(/^\$\{VAPID_PUBLIC_KEY:\?.+\}$/);
    expect(first.environment!.VAPID_PRIVATE_KEY).toMatch(/^\$\{VAPID_PRIVATE_KEY:\?.+\}$/);
    for (const key of ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET', 'SMTP_URL', 'PAYMENTS']) {
      expect(first.environment).toHaveProperty(key);
    }
    expect(first.depends_on?.redis).toEqual({ condition: 'service_healthy' });
  });

  it('health-checks Redis and keeps the data of MongoDB and Caddy in named volumes', () => {
    expect(service('redis').healthcheck?.test).toEqual(['CMD', 'redis-cli', 'ping']);
    for (const member of MONGO_MEMBERS) expect(service(member).volumes).toEqual([`${member}-data:/data/db`]);
    expect(service('caddy').volumes).toEqual(expect.arrayContaining(['./Caddyfile:/etc/caddy/Caddyfile:ro', 'caddy-data:/data']));
    expect(Object.keys(compose.volumes).sort()).toEqual(['caddy-config', 'caddy-data', 'mongo1-data', 'mongo2-data', 'mongo3-data']);
  });

  it('publishes only Caddy, which waits for both shops to be healthy', () => {
    const published = Object.entries(compose.services).filter(([, definition]) => definition.ports);
    expect(published.map(([name]) => name)).toEqual(['caddy']);
    expect(service('caddy').ports).toEqual(expect.arrayContaining(['80:80', '443:443']));
    for (const shop of SHOPS) expect(service('caddy').depends_on?.[shop]).toEqual({ condition: 'service_healthy' });
  });
});

describe('Caddyfile', () => {
  it('serves shop.localhost (or SITE_ADDRESS) over HTTPS and spreads requests over both shops, retrying refused ones', () => {
    expect(caddyfile).toMatch(/^\{\$SITE_ADDRESS:shop\.localhost\} \{$/m);
    const proxies = [...caddyfile.matchAll(/reverse_proxy (.+) \{([\s\S]*?)\n\t\t\}/g)];
    expect(proxies.length).toBeGreaterThan(0);
    for (const [, upstreams, options] of proxies) {
      expect(upstreams.split(' ')).toEqual(['shop1:3000', 'shop2:3000']);
      expect(options).toContain('health_uri /api/health/ready');
    }
    expect(caddyfile).toMatch(/handle \{\s*reverse_proxy shop1:3000 shop2:3000 \{[^}]*lb_policy round_robin[^}]*lb_try_duration/);
  });

  it('resends a request of any method that a stopping shop reset before reading it', () => {
    expect(caddyfile).toMatch(/lb_retry_match \{\s*method GET HEAD POST PUT PATCH DELETE\s*\}/);
  });

  it('keeps each chat connection on one instance, since socket.io starts with long-polling', () => {
    expect(caddyfile).toMatch(/handle \/socket\.io\/\* \{\s*reverse_proxy shop1:3000 shop2:3000 \{\s*lb_policy cookie/);
  });
});

describe('Dockerfile', () => {
  const stages = [...dockerfile.matchAll(/^FROM (\S+)(?: AS (\S+))?$/gm)].map(([, image, name]) => ({ image, name }));
  const finalStage = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));

  it('builds in stages on node:24-slim and ships production dependencies only', () => {
    expect(stages.length).toBeGreaterThan(1);
    expect(stages[0].image).toBe('node:24-slim');
    expect(stages.at(-1)).toEqual({ image: 'node:24-slim', name: undefined });
    expect(dockerfile).toContain('RUN npm ci --omit=dev');
    expect(finalStage).not.toMatch(/npm (ci|install)(?! --omit=dev)/);
    expect(finalStage).toContain('COPY --from=production-dependencies /app ./');
    expect(finalStage).not.toMatch(/COPY --from=build \/app(\/node_modules)? /);
  });

  it('ships each workspace package the backend imports, built, beside its manifest', () => {
    const backendManifest = JSON.parse(repositoryFile('backend/package.json')) as { dependencies: Record<string, string> };
    const packages = Object.keys(backendManifest.dependencies).filter((name) => name.startsWith('@shop/'));
    expect(packages).toContain('@shop/embedded-mongo');
    for (const name of packages) {
      const directory = `packages/${name.slice('@shop/'.length)}`;
      expect(dockerfile).toContain(`COPY ${directory}/package.json ${directory}/`);
      expect(finalStage).toContain(`COPY --from=build /app/${directory}/dist ${directory}/dist`);
    }
    expect(dockerfile).toContain('COPY packages packages');
  });

  it('runs as the unprivileged node user, with a health check and the backend as the command', () => {
    expect(finalStage).toMatch(/^USER node$/m);
    expect(finalStage).toMatch(/^HEALTHCHECK .*\n.*\/api\/health/m);
    expect(finalStage).toContain('CMD ["node", "backend/dist/main.js"]');
  });
});
