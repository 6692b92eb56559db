import { createRequire } from 'node:module';
import type { ReferenceObject, SchemaObject } from '@nestjs/swagger';
import { getMetadataStorage, type ValidationTypes } from 'class-validator';

type Constructor = abstract new (...args: never[]) => unknown;
type ValidationMetadata = ReturnType<ReturnType<typeof getMetadataStorage>['getTargetValidationMetadatas']>[number];

// class-transformer keeps @Type() in a storage its index does not export; Node loads this same CommonJS copy for the app.
const { defaultMetadataStorage } = createRequire(import.meta.url)('class-transformer/cjs/storage.js') as {
  defaultMetadataStorage: { findTypeMetadata(target: Constructor, property: string): { typeFunction: () => Constructor } | undefined };
};

const CONDITIONAL: `${typeof ValidationTypes.CONDITIONAL_VALIDATION}` = 'conditionalValidation';

/** What each class-validator rule says about a property, as JSON Schema. */
const RULES: Record<string, (constraints: unknown[]) => SchemaObject> = {
  isString: () => ({ type: 'string' }),
  stringRules: () => ({ type: 'string' }),
  isEmail: () => ({ type: 'string', format: 'email' }),
  emailField: () => ({ type: 'string', format: 'email' }),
  isMongoId: () => ({ type: 'string', pattern: '^[0-9a-f]{24}$' }),
  isInt: () => ({ type: 'integer' }),
  isNumber: () => ({ type: 'number' }),
  isBoolean: () => ({ type: 'boolean' }),
  isArray: () => ({ type: 'array' }),
  isObject: () => ({ type: 'object' }),
  isIn: ([values]) => ({ enum: values as unknown[] }),
  matches: ([pattern]) => ({ type: 'string', pattern: (pattern as RegExp).source }),
  minLength: ([min]) => ({ minLength: min as number }),
  maxLength: ([max]) => ({ maxLength: max as number }),
  length: ([min, max]) => ({ minLength: min as number, ...(max === undefined ? {} : { maxLength: max as number }) }),
  min: ([min]) => ({ minimum: min as number }),
  max: ([max]) => ({ maximum: max as number }),
  arrayMinSize: ([min]) => ({ minItems: min as number }),
  arrayMaxSize: ([max]) => ({ maxItems: max as number }),
};

/**
 * The JSON Schema of a DTO, read from the class-validator rules that validate it, so the document cannot
 * drift from the validation. Nested DTOs (@ValidateNested with @Type) become schemas of their own, added to `schemas`.
 */
export function schemaOfDto(dto: Constructor, schemas: Record<string, SchemaObject>): SchemaObject {
  const rulesByProperty = new Map<string, ValidationMetadata[]>();
  for (const rule of getMetadataStorage().getTargetValidationMetadatas(dto, '', true, false)) {
    rulesByProperty.set(rule.propertyName, [...(rulesByProperty.get(rule.propertyName) ?? []), rule]);
  }
  const properties: Record<string, SchemaObject | ReferenceObject> = {};
  const required: string[] = [];
  for (const [property, rules] of rulesByProperty) {
    properties[property] = propertySchema(dto, property, rules, schemas);
    if (!rules.some((rule) => rule.type === CONDITIONAL || rule.type === 'whitelistValidation')) required.push(property);
  }
  return { type: 'object', properties, ...(required.length > 0 ? { required } : {}) };
}

function propertySchema(
  dto: Constructor,
  property: string,
  rules: ValidationMetadata[],
  schemas: Record<string, SchemaObject>,
): SchemaObject | ReferenceObject {
  const schema = ruleSchema(rules.filter((rule) => !rule.each));
  const nested = rules.some((rule) => rule.type === 'nestedValidation')
    ? defaultMetadataStorage.findTypeMetadata(dto, property)
    : undefined;
  const item = nested ? referenceTo(nested.typeFunction(), schemas) : ruleSchema(rules.filter((rule) => rule.each));
  if (schema.type === 'array') return { ...schema, items: item };
  return nested ? item : schema;
}

function ruleSchema(rules: ValidationMetadata[]): SchemaObject {
  const schema: SchemaObject = Object.assign({}, ...rules.map((rule) => RULES[rule.name ?? rule.type]?.(rule.constraints ?? []) ?? {}));
  // Length rules of custom validators (ValidateIf'd fields) say the value is text even without an isString rule.
  const textOnly = schema.minLength !== undefined || schema.maxLength !== undefined || schema.pattern !== undefined;
  return textOnly && !schema.type ? { type: 'string', ...schema } : schema;
}

function referenceTo(dto: Constructor, schemas: Record<string, SchemaObject>): ReferenceObject {
  if (!schemas[dto.name]) {
    schemas[dto.name] = { type: 'object' };
    schemas[dto.name] = schemaOfDto(dto, schemas);
  }
  return { $ref: `#/components/schemas/${dto.name}` };
}
