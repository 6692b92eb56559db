import { ROUTE_ARGS_METADATA } from '@nestjs/common/constants.js';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum.js';
import { ModulesContainer } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import {
  DocumentBuilder,
  type OpenAPIObject,
  type OperationObject,
  type ParameterObject,
  type ResponsesObject,
  type SchemaObject,
  SwaggerModule,
} from '@nestjs/swagger';
import * as z from 'zod/mini';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { type Access, API_OPERATIONS, type OperationDescription } from './api-operations.js';
import { API_SCHEMAS, schemaRef } from './api-schemas.js';
import { docsAccess } from './docs-access.js';

type Constructor = abstract new (...args: never[]) => unknown;

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
const ACCESS_ERRORS: Record<Access, number[]> = { public: [], 'logged in': [401], admin: [401, 403], operator: [401] };

/** The contract schemas each handler checks its body and query with, as JSON Schema, by Swagger's operation id. */
interface HandlerSchemas {
  body?: { name: string; schema: SchemaObject };
  query?: SchemaObject;
}

/**
 * OpenAPI 3 at /api/docs (Swagger UI) and /api/docs.json, generated from the controllers: paths and parameters
 * from their routes, request bodies and queries from the contract schemas that check them, answers from API_OPERATIONS.
 */
export function setUpOpenApi(app: NestExpressApplication, apiPrefix: string, access: Parameters<typeof docsAccess>[0]): void {
  app.use(docsAccess(access, `/${apiPrefix}/docs`));
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
  describeOperations(document, handlerSchemas(app));
  SwaggerModule.setup(`${apiPrefix}/docs`, app, document, { jsonDocumentUrl: `${apiPrefix}/docs.json` });
}

function describeOperations(document: OpenAPIObject, handlers: Map<string, HandlerSchemas>): void {
  const schemas: Record<string, SchemaObject> = { ...API_SCHEMAS };
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of HTTP_METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const description = API_OPERATIONS[`${method.toUpperCase()} ${path}`];
      const handler = handlers.get(operation.operationId ?? '') ?? {};
      addMissingPathParameters(path, operation);
      if (handler.query) operation.parameters = [...(operation.parameters ?? []), ...queryParameters(handler.query)];
      if (handler.body) {
        schemas[handler.body.name] = handler.body.schema;
        operation.requestBody = {
          required: true,
          content: { 'application/json': { schema: { $ref: `#/components/schemas/${handler.body.name}` } } },
        };
      }
      if (description) describe(operation, description);
    }
  }
  document.components = { ...document.components, schemas: { ...document.components?.schemas, ...schemas } };
}

function describe(operation: OperationObject, description: OperationDescription): void {
  operation.summary = description.summary;
  if (description.requestBody) operation.requestBody = description.requestBody;
  if (description.access !== 'public') operation.security = [description.access === 'operator' ? { metrics: [] } : { session: [] }];
  operation.responses = { ...successResponse(operation, description), ...errorResponses(description) };
}

function successResponse(operation: OperationObject, { success }: OperationDescription): ResponsesObject {
  const status = success.status ?? Number(Object.keys(operation.responses).find((code) => code.startsWith('2')) ?? 200);
  const content = success.schema ? { [success.contentType ?? 'application/json']: { schema: success.schema } } : undefined;
  return { [status]: { description: success.description ?? 'Done', ...(content ? { content } : {}) } };
}

function errorResponses({ access, errors }: OperationDescription): ResponsesObject {
  const statuses = [...new Set([...ACCESS_ERRORS[access], ...errors, 500])].sort();
  const content = { 'application/json': { schema: schemaRef('Error') } };
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

/** Reads the contract schemas of each controller handler's @Body() and @Query(), keyed by Swagger's operation id (Controller_method). */
function handlerSchemas(app: NestExpressApplication): Map<string, HandlerSchemas> {
  const handlers = new Map<string, HandlerSchemas>();
  for (const module of app.get(ModulesContainer).values()) {
    for (const { metatype } of module.controllers.values()) {
      if (!metatype) continue;
      for (const method of Object.getOwnPropertyNames(metatype.prototype)) {
        handlers.set(`${metatype.name}_${method}`, schemasOf(metatype as Constructor, method));
      }
    }
  }
  return handlers;
}

function schemasOf(controller: Constructor, method: string): HandlerSchemas {
  const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, method) ?? {}) as Record<string, { pipes?: unknown[] }>;
  const schemaAt = (paramtype: RouteParamtypes): SchemaObject | undefined => {
    const pipe = Object.entries(args)
      .find(([key]) => key.split(':')[0] === String(paramtype))?.[1]
      .pipes?.find((candidate): candidate is ZodValidationPipe<unknown> => candidate instanceof ZodValidationPipe);
    return pipe && inputSchema(pipe);
  };
  const body = schemaAt(RouteParamtypes.BODY);
  return {
    body: body && { name: `${method[0].toUpperCase()}${method.slice(1)}Body`, schema: body },
    query: schemaAt(RouteParamtypes.QUERY),
  };
}

/** The JSON Schema of what a client sends (`io: 'input'`): the contract's checks, minus the transforms JSON Schema cannot say. */
function inputSchema(pipe: ZodValidationPipe<unknown>): SchemaObject {
  const { $schema: _dialect, ...schema } = z.toJSONSchema(pipe.schema as unknown as z.core.$ZodType, {
    io: 'input',
    unrepresentable: 'any',
  });
  return schema as SchemaObject;
}
