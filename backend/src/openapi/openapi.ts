import { DiscoveryService, Reflector } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import {
  DocumentBuilder,
  type OpenAPIObject,
  type OperationObject,
  type ParameterObject,
  type RequestBodyObject,
  type ResponsesObject,
  type SchemaObject,
  SwaggerModule,
} from '@nestjs/swagger';
import { Router } from 'express';
import swaggerUi from 'swagger-ui-express';
import { errorResponseSchema } from '@shop/contracts/message-response';
import * as z from 'zod/mini';
import { type ApiAccess, type ApiContract, contractOf, isJsonAnswer } from '../common/api-contract.decorator.js';

const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'Bad input',
  401: 'Not logged in (or, for metrics, no valid METRICS_TOKEN)',
  403: 'Not allowed',
  404: 'Not found',
  409: 'Conflict (duplicate, sold out, changed meanwhile, not allowed in this order status)',
  410: 'Gone',
  413: 'Too large',
  429: 'Too many requests',
  500: 'Internal error (no details)',
  502: 'The payment provider failed',
  503: 'A dependency (database, mail server) is unavailable',
};
const ACCESS_ERRORS: Record<ApiAccess, number[]> = { public: [], 'logged in': [401], admin: [401, 403], operator: [401] };
const ERROR_REF = { $ref: '#/components/schemas/Error' };

/**
 * OpenAPI 3 at /api/docs (Swagger UI) and /api/docs.json: paths and path parameters from the controllers' routes;
 * summaries, access, bodies, queries and answers from each handler's @Contract(), whose schemas are the contracts'
 * own (z.toJSONSchema).
 */
export function apiDocsRouter(app: NestExpressApplication, docsPath: string): Router {
  const document = buildDocument(app);
  const router = Router();
  router.get(`${docsPath}.json`, (_request, response) => {
    response.json(document);
  });
  router.use(docsPath, swaggerUi.serve, swaggerUi.setup(document, { customSiteTitle: 'Kawaii Shop API' }));
  return router;
}

function buildDocument(app: NestExpressApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Kawaii Shop API')
    .setDescription(
      "The shop's HTTP API. Writes need X-Requested-With: XMLHttpRequest and the shop's Origin. " +
        'Every error answers { success: false, message, requestId }.',
    )
    .setVersion('1')
    .addCookieAuth('shop.sid', { type: 'apiKey', in: 'cookie', name: 'shop.sid' }, 'session')
    .addBearerAuth({ type: 'http', scheme: 'bearer', description: 'METRICS_TOKEN' }, 'metrics')
    .build();
  const document = SwaggerModule.createDocument(app, config);
  const contracts = handlerContracts(app);
  const schemas: Record<string, SchemaObject> = {
    Error: { ...jsonSchema(errorResponseSchema, 'output'), description: 'The one error shape; requestId matches the X-Request-Id header' },
  };
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of HTTP_METHODS) {
      const operation = item[method];
      const contract = contracts.get(operation?.operationId ?? '');
      if (!operation || !contract) continue;
      addMissingPathParameters(path, operation);
      describe(operation, contract, schemas);
    }
  }
  document.components = { ...document.components, schemas: { ...document.components?.schemas, ...schemas } };
  return document;
}

function describe(operation: OperationObject, contract: ApiContract, schemas: Record<string, SchemaObject>): void {
  operation.summary = contract.summary;
  if (contract.access !== 'public') operation.security = [contract.access === 'operator' ? { metrics: [] } : { session: [] }];
  if (contract.query) operation.parameters = [...(operation.parameters ?? []), ...queryParameters(jsonSchema(contract.query, 'input'))];
  if (contract.body) operation.requestBody = requestBody(contract.body, bodyName(operation, schemas), schemas);
  operation.responses = { ...successResponse(operation, contract.answer), ...errorResponses(contract) };
}

function requestBody(body: NonNullable<ApiContract['body']>, name: string, schemas: Record<string, SchemaObject>): RequestBodyObject {
  if ('multipartFile' in body) {
    const file: SchemaObject = { type: 'object', properties: { [body.multipartFile]: { type: 'string', format: 'binary' } } };
    return { required: true, content: { 'multipart/form-data': { schema: { ...file, required: [body.multipartFile] } } } };
  }
  schemas[name] = jsonSchema(body, 'input');
  return { required: true, content: { 'application/json': { schema: { $ref: `#/components/schemas/${name}` } } } };
}

/** CreateCheckoutSessionBody for OrdersController_createCheckoutSession; the controller's name first when two handlers share a name. */
function bodyName({ operationId = '' }: OperationObject, schemas: Record<string, SchemaObject>): string {
  const [controller, method] = operationId.split('_');
  const name = `${method.charAt(0).toUpperCase()}${method.slice(1)}Body`;
  return name in schemas ? `${controller.replace(/Controller$/, '')}${name}` : name;
}

function successResponse(operation: OperationObject, answer: ApiContract['answer']): ResponsesObject {
  const scanned = Number(Object.keys(operation.responses).find((code) => code.startsWith('2')) ?? 200);
  if (isJsonAnswer(answer))
    return { [scanned]: { description: 'Done', content: { 'application/json': { schema: jsonSchema(answer, 'output') } } } };
  const content = answer.contentType ? { [answer.contentType]: { schema: { type: 'string' as const } } } : undefined;
  return { [answer.status ?? scanned]: { description: answer.description, ...(content ? { content } : {}) } };
}

function errorResponses({ access, errors }: ApiContract): ResponsesObject {
  const statuses = [...new Set([...ACCESS_ERRORS[access], ...errors, 500])].sort();
  const content = { 'application/json': { schema: ERROR_REF } };
  return Object.fromEntries(statuses.map((status) => [status, { description: ERROR_DESCRIPTIONS[status] ?? 'Error', content }]));
}

/** Parameters read through a pipe of their own (no DTO type) still belong in the document. */
function addMissingPathParameters(path: string, operation: OperationObject): void {
  const declared = new Set((operation.parameters ?? []).map((parameter) => (parameter as ParameterObject).name));
  const missing = [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => name).filter((name) => !declared.has(name));
  operation.parameters = [
    ...(operation.parameters ?? []),
    ...missing.map((name): ParameterObject => ({ name, in: 'path', required: true, schema: { type: 'string' } })),
  ];
}

function queryParameters({ properties = {}, required = [] }: SchemaObject): ParameterObject[] {
  return Object.entries(properties).map(([name, schema]) => ({ name, in: 'query', required: required.includes(name), schema }));
}

/** Each controller handler's @Contract(), keyed by Swagger's operation id (Controller_method). */
function handlerContracts(app: NestExpressApplication): Map<string, ApiContract> {
  const reflector = app.get(Reflector);
  const contracts = new Map<string, ApiContract>();
  for (const { metatype } of app.get(DiscoveryService).getControllers()) {
    if (!metatype) continue;
    const prototype = metatype.prototype as Record<string, unknown>;
    for (const method of Object.getOwnPropertyNames(prototype)) {
      const handler = prototype[method];
      const contract = typeof handler === 'function' ? contractOf(reflector, handler as () => unknown) : undefined;
      if (contract) contracts.set(`${metatype.name}_${method}`, contract);
    }
  }
  return contracts;
}

/**
 * A contract schema as OpenAPI 3.0 sees it: what a client sends (`input`) or gets (`output`), minus what JSON
 * Schema cannot say (transforms, custom checks).
 */
function jsonSchema(schema: z.core.$ZodType, io: 'input' | 'output'): SchemaObject {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { io, target: 'openapi-3.0', unrepresentable: 'any' });
  return json as SchemaObject;
}
