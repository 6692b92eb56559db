import { ForbiddenException } from '@nestjs/common';
import type { Request, Response } from 'express';
import { describe, expect, it, vi } from 'vitest';
import type { AppConfig } from '../config/app-config.js';
import { CsrfMiddleware } from './csrf.middleware.js';

const middleware = new CsrfMiddleware({ publicUrl: 'https://shop.example.com' } as AppConfig);

function requestOf(method: string, url: string, headers: Record<string, string> = {}): Request {
  const lowerCased = Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
  return { method, originalUrl: url, get: (name: string) => lowerCased[name.toLowerCase()] } as unknown as Request;
}

/** 'passed', or the message the request was refused with. */
function run(request: Request): string {
  const next = vi.fn();
  try {
    middleware.use(request, {} as Response, next);
  } catch (error) {
    expect(error).toBeInstanceOf(ForbiddenException);
    return (error as ForbiddenException).message;
  }
  expect(next).toHaveBeenCalledOnce();
  return 'passed';
}

const ajax = { 'X-Requested-With': 'XMLHttpRequest' };

describe('CsrfMiddleware', () => {
  it('lets reads through without the header', () => {
    expect(run(requestOf('GET', '/api/users/getUser'))).toBe('passed');
    expect(run(requestOf('HEAD', '/api/users/getUser'))).toBe('passed');
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])('refuses a %s without X-Requested-With', (method) => {
    expect(run(requestOf(method, '/api/users/login'))).toBe('Missing X-Requested-With header');
  });

  it('lets a same-origin request with the header through', () => {
    expect(run(requestOf('POST', '/api/users/login', { ...ajax, Origin: 'https://shop.example.com' }))).toBe('passed');
  });

  it('lets a request with the header but no Origin or Referer through (non-browser clients)', () => {
    expect(run(requestOf('POST', '/api/users/login', ajax))).toBe('passed');
  });

  it('refuses a foreign Origin even with the header', () => {
    expect(run(requestOf('POST', '/api/users/login', { ...ajax, Origin: 'https://evil.example' }))).toBe(
      'Cross-site requests are not allowed.',
    );
  });

  it('refuses another scheme or port of the same host', () => {
    expect(run(requestOf('POST', '/x', { ...ajax, Origin: 'http://shop.example.com' }))).not.toBe('passed');
    expect(run(requestOf('POST', '/x', { ...ajax, Origin: 'https://shop.example.com:8443' }))).not.toBe('passed');
  });

  it('falls back on the Referer when there is no Origin', () => {
    expect(run(requestOf('PATCH', '/x', { ...ajax, Referer: 'https://shop.example.com/profile' }))).toBe('passed');
    expect(run(requestOf('PATCH', '/x', { ...ajax, Referer: 'https://evil.example/page' }))).toBe('Cross-site requests are not allowed.');
  });

  it('leaves the payment webhook to its signature check', () => {
    expect(run(requestOf('POST', '/api/payments/webhook?x=1', { Origin: 'https://stripe.example' }))).toBe('passed');
  });
});
