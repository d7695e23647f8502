import fc from 'fast-check';
import type { Json, JsonSchema } from './operation-list.ts';

/**
 * Values a JSON schema (the subset the contract documents use) accepts, as
 * fast-check arbitraries. Numbers lean towards small ones, so generated ids
 * often name rows the test's fixture holds; a schema's `example` is drawn
 * now and then, so calls also reach past the checks into the handlers.
 */

/** A file for a `format: binary` property (an upload). */
export interface SampleFile {
  name: string;
  type: string;
  bytes: Uint8Array;
}

export interface SchemaContext {
  resolve: (schema: Json | undefined) => JsonSchema;
  /** The files an upload field is drawn from. */
  files: SampleFile[];
  /** Values of records that exist, for a field of this name and schema (known-values.ts). */
  known?: (name: string, schema: JsonSchema) => unknown[];
}

/** A value in a multipart body that is a file. */
export class FilePart {
  constructor(readonly file: SampleFile) {}
  toJSON(): string {
    return `<file ${this.file.name}, ${this.file.bytes.byteLength} bytes>`;
  }
}

const INT32_MAX = 2_147_483_647;
/** The longest text generated where a schema sets no limit. */
const FREE_TEXT = 40;
/** The most items generated in an array without `minItems` above it. */
const LIST = 5;

type Node = { [key: string]: Json };

/** The schema with its `allOf` parts merged in (they only add constraints, in the documents). */
function flatten(schema: JsonSchema, context: SchemaContext): JsonSchema {
  let current = context.resolve(schema);
  if (Array.isArray(current.allOf)) {
    const { allOf, ...rest } = current;
    current = (allOf as Json[]).reduce<JsonSchema>((merged, part) => merge(merged, flatten(part as JsonSchema, context)), rest);
  }
  return current;
}

/** Two schemas' constraints together: properties and required lists joined, other keywords from `extra`. */
export function merge(base: JsonSchema, extra: JsonSchema): JsonSchema {
  const merged: JsonSchema = { ...base, ...extra };
  if (base.properties || extra.properties) merged.properties = { ...((base.properties as Node) ?? {}), ...((extra.properties as Node) ?? {}) };
  if (base.required || extra.required) merged.required = [...new Set([...((base.required as string[]) ?? []), ...((extra.required as string[]) ?? [])])];
  if (extra.description === undefined && base.description !== undefined) merged.description = base.description;
  return merged;
}

/** The branches a value may take: one per `oneOf` / `anyOf` alternative or listed type, each a whole schema. */
export function branchesOf(schema: JsonSchema, context: SchemaContext): JsonSchema[] {
  const flat = flatten(schema, context);
  const alternatives = (flat.oneOf ?? flat.anyOf) as Json[] | undefined;
  if (alternatives) {
    const { oneOf: _oneOf, anyOf: _anyOf, ...base } = flat;
    return alternatives.flatMap((alternative) => branchesOf(merge(base, flatten(alternative as JsonSchema, context)), context));
  }
  if (Array.isArray(flat.type)) return (flat.type as string[]).map((type) => ({ ...flat, type }));
  return [flat];
}

/** The type a branch's values have. */
export function typeOf(branch: JsonSchema): string | undefined {
  if (typeof branch.type === 'string') return branch.type;
  if (branch.const !== undefined) return jsonType(branch.const);
  if (Array.isArray(branch.enum) && branch.enum.length > 0) return jsonType(branch.enum[0]!);
  if (branch.properties) return 'object';
  return undefined;
}

export function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (Number.isInteger(value)) return 'integer';
  return typeof value;
}

/** Any value the schema accepts. */
export function arbitraryOf(schema: JsonSchema, context: SchemaContext): fc.Arbitrary<unknown> {
  const branches = branchesOf(schema, context).map((branch) => branchArbitrary(branch, context));
  return branches.length === 1 ? branches[0]! : fc.oneof(...branches);
}

function branchArbitrary(schema: JsonSchema, context: SchemaContext): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...schema.enum);
  const generated = byType(schema, context);
  // The document's own example is a value the product knows (a real part number, a known currency).
  return schema.example !== undefined && typeOf(schema) !== 'object' ? fc.oneof(fc.constant(schema.example), generated) : generated;
}

function byType(schema: JsonSchema, context: SchemaContext): fc.Arbitrary<unknown> {
  switch (typeOf(schema)) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return integerArbitrary(schema);
    case 'number':
      return numberArbitrary(schema);
    case 'string':
      return stringArbitrary(schema, context);
    case 'array':
      return arrayArbitrary(schema, context);
    case 'object':
      return objectArbitrary(schema, context);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** The bounds a numeric schema sets. */
export function boundsOf(schema: JsonSchema): { min: number; max: number } {
  const integer = typeOf(schema) === 'integer';
  let min = (schema.minimum as number | undefined) ?? -Number.MAX_SAFE_INTEGER;
  let max = (schema.maximum as number | undefined) ?? Number.MAX_SAFE_INTEGER;
  if (typeof schema.exclusiveMinimum === 'number') min = integer ? schema.exclusiveMinimum + 1 : schema.exclusiveMinimum + Number.EPSILON * Math.max(1, Math.abs(schema.exclusiveMinimum));
  if (typeof schema.exclusiveMaximum === 'number') max = integer ? schema.exclusiveMaximum - 1 : schema.exclusiveMaximum - Number.EPSILON * Math.max(1, Math.abs(schema.exclusiveMaximum));
  return { min, max };
}

/** Integers in [min, max], beyond 32 bits too. */
function wideInteger(min: number, max: number): fc.Arbitrary<number> {
  if (min >= -INT32_MAX - 1 && max <= INT32_MAX) return fc.integer({ min, max });
  return fc.bigInt({ min: BigInt(min), max: BigInt(max) }).map(Number);
}

function integerArbitrary(schema: JsonSchema): fc.Arbitrary<number> {
  const { min, max } = boundsOf(schema);
  const low = Math.ceil(min);
  const high = Math.floor(max);
  const smallLow = Math.max(low, 0);
  const smallHigh = Math.min(high, 40);
  return fc.oneof(
    { arbitrary: smallLow <= smallHigh ? fc.integer({ min: smallLow, max: smallHigh }) : fc.constant(low), weight: 4 },
    { arbitrary: fc.constantFrom(low, high), weight: 1 },
    { arbitrary: wideInteger(low, high), weight: 2 },
  );
}

function numberArbitrary(schema: JsonSchema): fc.Arbitrary<number> {
  const { min, max } = boundsOf(schema);
  const step = schema.multipleOf as number | undefined;
  if (step) {
    const decimals = Math.max(0, -Math.floor(Math.log10(step)));
    return wideInteger(Math.ceil(Math.max(min, -1e12) / step), Math.floor(Math.min(max, 1e12) / step)).map((units) => Number((units * step).toFixed(decimals)));
  }
  const small = fc.double({ min: Math.max(min, 0), max: Math.min(max, 1000), noNaN: true, noDefaultInfinity: true });
  return fc.oneof({ arbitrary: small, weight: 3 }, { arbitrary: fc.double({ min, max, noNaN: true, noDefaultInfinity: true }), weight: 1 });
}

const lowerAlnum = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789');

/** An address the generated (zod) e-mail check takes, within the length limits. */
function emailArbitrary(minLength: number, maxLength: number): fc.Arbitrary<string> {
  const label = fc.string({ unit: lowerAlnum, minLength: 1, maxLength: 12 });
  return fc
    .tuple(label, label, fc.constantFrom('com', 'de', 'example', 'cn'))
    .map(([local, domain, top]) => `${local}@${domain}.${top}`)
    .map((email) => (email.length < minLength ? `${'x'.repeat(minLength - email.length)}${email}` : email))
    .filter((email) => email.length <= maxLength);
}

const webPath = fc.array(fc.string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789-._~'), minLength: 1, maxLength: 10 }), { maxLength: 4 }).map((segments) => `/${segments.join('/')}`);

const isoDate = fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2035-12-31T23:59:59Z'), noInvalidDate: true });

function stringArbitrary(schema: JsonSchema, context: SchemaContext): fc.Arbitrary<unknown> {
  const minLength = (schema.minLength as number | undefined) ?? 0;
  const maxLength = (schema.maxLength as number | undefined) ?? Math.max(minLength, FREE_TEXT);
  const fits = (text: string) => text.length >= minLength && text.length <= maxLength;
  switch (schema.format) {
    case 'binary':
      return fc.constantFrom(...context.files.map((file) => new FilePart(file)));
    case 'email':
      return emailArbitrary(Math.max(minLength, 5), maxLength);
    case 'date':
      return isoDate.map((date) => date.toISOString().slice(0, 10));
    case 'date-time':
      return isoDate.map((date) => date.toISOString());
    // fc.webUrl() and fc.webPath() take seconds to set up; addresses of simple parts are enough here.
    case 'uri':
      return fc
        .tuple(fc.constantFrom('https', 'http'), fc.string({ unit: lowerAlnum, minLength: 1, maxLength: 12 }), fc.constantFrom('com', 'de', 'example'), webPath)
        .map(([scheme, host, top, path]) => `${scheme}://${host}.${top}${path}`)
        .filter(fits);
    case 'uri-reference':
      return webPath.filter(fits);
  }
  if (typeof schema.pattern === 'string') return fc.stringMatching(new RegExp(schema.pattern as string)).filter(fits);
  const longest = Math.min(maxLength, minLength + FREE_TEXT);
  return fc.oneof(
    { arbitrary: fc.string({ minLength, maxLength: longest }), weight: 3 },
    { arbitrary: fc.string({ unit: 'grapheme', minLength, maxLength: longest }).map((text) => text.slice(0, maxLength)).filter(fits), weight: 1 },
  );
}

function arrayArbitrary(schema: JsonSchema, context: SchemaContext): fc.Arbitrary<unknown[]> {
  const minLength = (schema.minItems as number | undefined) ?? 0;
  const maxLength = Math.min((schema.maxItems as number | undefined) ?? Number.MAX_SAFE_INTEGER, Math.max(minLength, LIST));
  const item = arbitraryOf((schema.items ?? {}) as JsonSchema, context);
  if (schema.uniqueItems === true) return fc.uniqueArray(item, { minLength, maxLength, selector: (value) => JSON.stringify(value) });
  return fc.array(item, { minLength, maxLength });
}

function objectArbitrary(schema: JsonSchema, context: SchemaContext): fc.Arbitrary<Record<string, unknown>> {
  const properties = (schema.properties ?? {}) as Node;
  const required = (schema.required ?? []) as string[];
  const record = fc.record(
    Object.fromEntries(Object.entries(properties).map(([name, property]) => [name, propertyArbitrary(name, property as JsonSchema, context)])),
    { requiredKeys: required.filter((name) => name in properties) },
  ) as fc.Arbitrary<Record<string, unknown>>;
  const extra = schema.additionalProperties;
  const withExtra =
    extra && typeof extra === 'object'
      ? fc
          .tuple(
            record,
            fc.dictionary(keyArbitrary((schema.propertyNames ?? {}) as JsonSchema, context), arbitraryOf(extra as JsonSchema, context), { maxKeys: 3 }),
          )
          .map(([known, more]) => ({ ...more, ...known }))
      : record;
  const minProperties = (schema.minProperties as number | undefined) ?? 0;
  return minProperties > 0 ? withExtra.filter((value) => Object.keys(value).length >= minProperties) : withExtra;
}

/** A property's values: drawn from its schema, and half the time one the server handed out under its name. */
function propertyArbitrary(name: string, schema: JsonSchema, context: SchemaContext): fc.Arbitrary<unknown> {
  const generated = arbitraryOf(schema, context);
  const known = context.known?.(name, schema) ?? [];
  return known.length > 0 ? fc.oneof(generated, fc.constantFrom(...known)) : generated;
}

function keyArbitrary(schema: JsonSchema, context: SchemaContext): fc.Arbitrary<string> {
  const key = stringArbitrary({ ...flatten(schema, context), type: 'string' }, context) as fc.Arbitrary<string>;
  return key.filter((name) => name !== '__proto__');
}
