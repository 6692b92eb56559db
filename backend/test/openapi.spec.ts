import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutSessionResponseSchema } from '@shop/contracts/orders/order';
import { getProductResponseSchema } from '@shop/contracts/products/product';
import * as z from 'zod/mini';
import { createTestApp } from './helpers/test-app.js';
import { closeStarted } from './helpers/teardown.js';

interface Operation {
  summary?: string;
  parameters?: { name: string; in: string }[];
  requestBody?: { content: Record<string, { schema: { $ref?: string } }> };
  responses: Record<string, { content?: Record<string, { schema: { $ref?: string; type?: string } }> }>;
}
interface OpenApiDocument {
  paths: Partial<Record<string, Partial<Record<string, Operation>>>>;
  components: { schemas: Record<string, { required?: string[]; properties?: Record<string, { items?: { required?: string[] } }> }> };
}

/** The spec's call table (SPEC.md §8), with path parameters as OpenAPI writes them. */
const SPEC_CALLS = [
  'POST /api/products/getPartProducts',
  'GET /api/products/getProducts/{status}/{filter}/{page}',
  'GET /api/products/getProduct/{proid}',
  'POST /api/products/addProduct',
  'PATCH /api/products/reviseProduct',
  'POST /api/users/register',
  'POST /api/users/vcode',
  'POST /api/users/login',
  'GET /api/users/checkAuth',
  'GET /api/users/checkAdmin',
  'GET /api/users/getUser',
  'GET /api/users/logout',
  'PATCH /api/users/reviseFav',
  'PATCH /api/users/reviseLocation',
  'GET /api/orders/getOrders',
  'GET /api/orders/getAllOrders/{page}',
  'GET /api/orders/getOrder/{orderId}',
  'PATCH /api/orders/reviseOrder/{orderId}',
  'POST /api/orders/create-checkout-session',
  'POST /api/orders/create-continue-checkout-session',
  'GET /api/welcomeBoards/getWelcomeBoards/{page}',
  'GET /api/welcomeBoards/getWelcomeBoard/{activityid}',
  'POST /api/welcomeBoards/addWelcomeBoard',
  'PATCH /api/welcomeBoards/reviseWelcomeBoard',
  'POST /api/external/proxy/image',
];

interface ExpressLayer {
  route?: { path: string; methods: Record<string, boolean> };
}

/** Every API route Express would dispatch, as "METHOD /api/path/{param}", read from the running app's router. */
function servedRoutes(app: NestExpressApplication): string[] {
  const express = app.getHttpAdapter().getInstance() as { router: { stack: ExpressLayer[] } };
  return express.router.stack
    .flatMap(({ route }) => (route ? Object.keys(route.methods).map((method) => `${method.toUpperCase()} ${route.path}`) : []))
    .filter((route) => route.includes(' /api/') && !route.includes(' /api/docs'))
    .map((route) => route.replace(/:(\w+)/g, '{$1}'));
}

function operation(document: OpenApiDocument, call: string): Operation | undefined {
  const [method, path] = call.split(' ');
  return document.paths[path]?.[method.toLowerCase()];
}

describe('the OpenAPI document', () => {
  let app: NestExpressApplication;
  let document: OpenApiDocument;

  beforeAll(async () => {
    app = await createTestApp();
    document = (await request(app.getHttpServer()).get('/api/docs.json').expect(200)).body as OpenApiDocument;
  });
  afterAll(async () => {
    await closeStarted(app);
  });

  it('lists every route the app serves, each with a summary, its success answer and the error shape', () => {
    const routes = servedRoutes(app);
    expect(routes.length).toBeGreaterThan(40);
    for (const route of routes) {
      const described = operation(document, route);
      expect(described, `${route} is missing from /api/docs.json`).toBeDefined();
      expect(described!.summary, `${route} has no @Contract() summary`).toBeTruthy();
      const statuses = Object.keys(described!.responses);
      expect(
        statuses.some((status) => /^[23]/.test(status)),
        `${route} has no success answer`,
      ).toBe(true);
      expect(described!.responses['500'].content!['application/json'].schema.$ref, route).toBe('#/components/schemas/Error');
    }
  });

  it('describes no route the app does not serve', () => {
    const routes = new Set(servedRoutes(app));
    const described = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.keys(item ?? {}).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(described.filter((call) => !routes.has(call))).toEqual([]);
  });

  it("answers with the contracts' own schemas, and every JSON answer is an object that says whether it succeeded", () => {
    const contractSchema = (schema: z.core.$ZodType) => {
      const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { io: 'output', target: 'openapi-3.0', unrepresentable: 'any' });
      return json;
    };
    expect(operation(document, 'GET /api/products/getProduct/{proid}')!.responses['200'].content!['application/json'].schema).toEqual(
      contractSchema(getProductResponseSchema),
    );
    expect(operation(document, 'POST /api/orders/create-checkout-session')!.responses['201'].content!['application/json'].schema).toEqual(
      contractSchema(checkoutSessionResponseSchema),
    );
    for (const route of servedRoutes(app)) {
      const success = Object.entries(operation(document, route)!.responses).find(([status]) => status.startsWith('2'))?.[1];
      const json = success?.content?.['application/json']?.schema;
      if (json) expect(json.type === 'object' || 'anyOf' in json, `${route} answers ${JSON.stringify(json)}`).toBe(true);
    }
  });

  it("covers every call of the spec's call table", () => {
    const missing = SPEC_CALLS.filter((call) => !operation(document, call));
    expect(missing).toEqual([]);
    expect(operation(document, 'GET /api/orders/getOrders')!.parameters).toContainEqual(
      expect.objectContaining({ name: 'skip', in: 'query' }),
    );
  });

  it('describes request bodies from the validation rules and the contract schemas', () => {
    const checkout = operation(document, 'POST /api/orders/create-checkout-session')!;
    expect(checkout.requestBody!.content['application/json'].schema.$ref).toBe('#/components/schemas/CreateCheckoutSessionBody');
    expect(document.components.schemas.CreateCheckoutSessionBody.required).toEqual(expect.arrayContaining(['cart', 'payment']));
    expect(document.components.schemas.CreateCheckoutSessionBody.properties!.cart.items!.required).toEqual(['proid', 'subType', 'buyNum']);
    expect(operation(document, 'POST /api/users/login')!.requestBody!.content['application/json']).toBeDefined();
    const board = operation(document, 'POST /api/welcomeBoards/addWelcomeBoard')!;
    expect(board.requestBody!.content['application/json'].schema.$ref).toBe('#/components/schemas/AddWelcomeBoardBody');
    expect(document.components.schemas.AddWelcomeBoardBody.required).toEqual(['cover', 'title', 'description']);
    expect(operation(document, 'POST /api/external/proxy/image')!.requestBody!.content['multipart/form-data']).toBeDefined();
  });

  it('describes list queries from the contract schemas that check them', () => {
    const parameters = operation(document, 'GET /api/orders/getAllOrders/{page}')!.parameters!;
    expect(parameters).toContainEqual({
      name: 'sort',
      in: 'query',
      required: false,
      schema: expect.objectContaining({ enum: ['newest', 'oldest'] }) as unknown,
    });
    expect(parameters.map(({ name }) => name)).toEqual(expect.arrayContaining(['page', 'status', 'q', 'sort']));
    expect(operation(document, 'GET /api/chat/messages')!.parameters!.map(({ name }) => name)).toEqual(['before', 'limit']);
  });
});

describe('Swagger UI at /api/docs', () => {
  let app: NestExpressApplication;
  let pwaDist: string;

  beforeAll(async () => {
    pwaDist = mkdtempSync(join(tmpdir(), 'shop-pwa-for-docs-'));
    writeFileSync(join(pwaDist, 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
    app = await createTestApp({ PWA_DIST: pwaDist });
  });
  afterAll(async () => {
    await closeStarted(app);
    rmSync(pwaDist, { recursive: true, force: true });
  });

  it("is served to a browser instead of the PWA's page, with only same-origin scripts, as the CSP demands", async () => {
    await request(app.getHttpServer()).get('/api/docs').set('Accept', 'text/html').expect(301).expect('Location', '/api/docs/');
    const page = await request(app.getHttpServer())
      .get('/api/docs/')
      .set('Accept', 'text/html')
      .expect(200)
      .expect('Content-Type', /text\/html/);
    expect(page.text).toContain('swagger-ui');
    expect(page.text).not.toContain('<div id="root">');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    const scripts = [...page.text.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, inline] of scripts) {
      expect(inline.trim(), 'an inline script would be blocked').toBe('');
      expect(attributes).toMatch(/src="\.?\/[^/]/);
    }
    const init = await request(app.getHttpServer()).get('/api/docs/swagger-ui-init.js').expect(200);
    expect(init.text).toContain('/api/products/getProducts/{status}/{filter}/{page}');
  });
});
