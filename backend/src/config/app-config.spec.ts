import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { InvalidConfigError, loadConfig } from './app-config.js';

// Every variable named, so the shell running the tests cannot leak into them.
const UNSET = {
  PORT: undefined,
  MONGODB_URI: undefined,
  DATA_DIR: undefined,
  PUBLIC_URL: undefined,
  NODE_ENV: undefined,
  DEMO_DATA: undefined,
  PWA_DIST: undefined,
};

const PRODUCTION_SECRET = 's'.repeat(32);
const load = (env: Record<string, string | undefined>) => loadConfig({ ...UNSET, ...env });

describe('loadConfig', () => {
  it('has working defaults: port 3000, embedded database in ./data, demo data on, the PWA build beside the backend', () => {
    const config = load({});
    expect(config).toMatchObject({
      port: 3000,
      mongoUri: undefined,
      dataDir: resolve('data'),
      publicUrl: 'http://localhost:3000',
      nodeEnv: 'development',
      demoData: true,
    });
    expect(config.pwaDist).toMatch(/[/\\]pwa[/\\]dist$/);
  });

  it('derives the public URL from the port', () => {
    expect(load({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
  });

  it('keeps :memory: as the in-memory data directory and resolves others', () => {
    expect(load({ DATA_DIR: ':memory:' }).dataDir).toBe(':memory:');
    expect(load({ DATA_DIR: 'var/shop' }).dataDir).toBe(resolve('var/shop'));
  });

  it('turns demo data off in production and on request', () => {
    expect(load({ NODE_ENV: 'production', SESSION_SECRET: PRODUCTION_SECRET }).demoData).toBe(false);
    expect(load({ DEMO_DATA: 'false' }).demoData).toBe(false);
    expect(load({ DEMO_DATA: '0' }).demoData).toBe(false);
  });

  it('treats empty values as unset', () => {
    expect(load({ MONGODB_URI: '', PORT: '' })).toMatchObject({ mongoUri: undefined, port: 3000 });
  });

  it('drops a trailing slash from PUBLIC_URL', () => {
    expect(load({ PUBLIC_URL: 'https://shop.example.com/' }).publicUrl).toBe('https://shop.example.com');
  });

  it('stops with one clear message listing every bad value', () => {
    const attempt = () => load({ PORT: 'eighty', NODE_ENV: 'staging', MONGODB_URI: 'postgres://db' });
    expect(attempt).toThrow(InvalidConfigError);
    expect(attempt).toThrow(
      [
        'Invalid configuration:',
        '  - PORT must be a whole number from 0 to 65535 (got "eighty")',
        '  - MONGODB_URI must start with mongodb:// or mongodb+srv://',
        '  - NODE_ENV must be one of development, test, production (got "staging")',
      ].join('\n'),
    );
  });

  it('refuses ports out of range, bad booleans and bad URLs', () => {
    expect(() => load({ PORT: '70000' })).toThrow('PORT must be a whole number from 0 to 65535 (got "70000")');
    expect(() => load({ DEMO_DATA: 'maybe' })).toThrow('DEMO_DATA must be one of true, false, 1, 0, yes, no (got "maybe")');
    expect(() => load({ PUBLIC_URL: 'shop.example.com' })).toThrow('PUBLIC_URL must be an http(s) URL');
  });

  it('refuses demo data in production', () => {
    expect(() => load({ NODE_ENV: 'production', SESSION_SECRET: PRODUCTION_SECRET, DEMO_DATA: 'true' })).toThrow(
      'DEMO_DATA cannot be true when NODE_ENV=production: demo data is never seeded in production',
    );
  });
});
