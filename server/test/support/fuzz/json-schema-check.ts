import type { Json, JsonSchema } from './operation-list.ts';
import { branchesOf, FilePart, jsonType, typeOf, type SchemaContext } from './schema-arbitrary.ts';

/**
 * Checks a value against a JSON schema of the documents (the subset they
 * use), naming each place it breaks a rule: `body.items.0.qty: above maximum 100`.
 * It decides whether a mutated request is still valid, and checks failure
 * answers, whose envelopes the generated zod schemas do not cover.
 */
export function schemaProblems(value: unknown, schema: JsonSchema, context: Pick<SchemaContext, 'resolve'>, where = 'body'): string[] {
  const branches = branchesOf(schema, { ...context, files: [] });
  let best: string[] | undefined;
  for (const branch of branches) {
    const problems = branchProblems(value, branch, context, where);
    if (problems.length === 0) return [];
    if (!best || problems.length < best.length) best = problems;
  }
  return best ?? [];
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

function validDate(text: string): boolean {
  const match = DATE.exec(text);
  if (!match) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}

function formatProblem(text: string, format: string): string | undefined {
  switch (format) {
    case 'email':
      return EMAIL.test(text) ? undefined : 'not an e-mail address';
    case 'date':
      return validDate(text) ? undefined : 'not a date';
    case 'date-time':
      return DATE_TIME.test(text) && !Number.isNaN(Date.parse(text)) ? undefined : 'not a date-time';
    case 'uri':
      return URL.canParse(text) ? undefined : 'not a URI';
    default:
      return undefined;
  }
}

function branchProblems(value: unknown, schema: JsonSchema, context: Pick<SchemaContext, 'resolve'>, where: string): string[] {
  if (schema.format === 'binary' || value instanceof FilePart) return schema.format === 'binary' && value instanceof FilePart ? [] : [`${where}: a file goes where a file is asked for`];
  if (schema.const !== undefined) return JSON.stringify(value) === JSON.stringify(schema.const) ? [] : [`${where}: not ${JSON.stringify(schema.const)}`];
  if (Array.isArray(schema.enum) && !schema.enum.some((option) => JSON.stringify(option) === JSON.stringify(value))) return [`${where}: not one of ${JSON.stringify(schema.enum)}`];
  const type = typeOf(schema);
  const actual = jsonType(value);
  if (type && !(actual === type || (type === 'number' && actual === 'integer'))) return [`${where}: ${actual}, not ${type}`];
  const problems: string[] = [];
  if (typeof value === 'number') {
    if (typeof schema.minimum === 'number' && value < schema.minimum) problems.push(`${where}: below minimum ${schema.minimum}`);
    if (typeof schema.maximum === 'number' && value > schema.maximum) problems.push(`${where}: above maximum ${schema.maximum}`);
    if (typeof schema.exclusiveMinimum === 'number' && value <= schema.exclusiveMinimum) problems.push(`${where}: not above ${schema.exclusiveMinimum}`);
    if (typeof schema.exclusiveMaximum === 'number' && value >= schema.exclusiveMaximum) problems.push(`${where}: not below ${schema.exclusiveMaximum}`);
    // Decimal steps (0.01) are not exact in binary: a quotient within a relative 1e-9 of a whole number is a multiple.
    const steps = typeof schema.multipleOf === 'number' ? value / schema.multipleOf : 0;
    if (typeof schema.multipleOf === 'number' && Math.abs(steps - Math.round(steps)) > 1e-9 * Math.max(1, Math.abs(steps))) {
      problems.push(`${where}: not a multiple of ${schema.multipleOf}`);
    }
  }
  if (typeof value === 'string') {
    // JSON Schema counts characters (code points), as the generated zod schemas do, not UTF-16 units.
    const length = value.length - (value.match(/[\uD800-\uDBFF][\uDC00-\uDFFF]/g)?.length ?? 0);
    if (typeof schema.minLength === 'number' && length < schema.minLength) problems.push(`${where}: shorter than ${schema.minLength}`);
    if (typeof schema.maxLength === 'number' && length > schema.maxLength) problems.push(`${where}: longer than ${schema.maxLength}`);
    if (typeof schema.pattern === 'string' && !new RegExp(schema.pattern).test(value)) problems.push(`${where}: does not match ${schema.pattern}`);
    const format = typeof schema.format === 'string' ? formatProblem(value, schema.format) : undefined;
    if (format) problems.push(`${where}: ${format}`);
  }
  if (Array.isArray(value)) {
    if (typeof schema.minItems === 'number' && value.length < schema.minItems) problems.push(`${where}: fewer than ${schema.minItems} items`);
    if (typeof schema.maxItems === 'number' && value.length > schema.maxItems) problems.push(`${where}: more than ${schema.maxItems} items`);
    if (schema.uniqueItems === true && new Set(value.map((item) => JSON.stringify(item))).size !== value.length) problems.push(`${where}: items repeat`);
    if (schema.items) value.forEach((item, index) => problems.push(...schemaProblems(item, schema.items as JsonSchema, context, `${where}.${index}`)));
  }
  if (actual === 'object') problems.push(...objectProblems(value as Record<string, unknown>, schema, context, where));
  return problems;
}

function objectProblems(value: Record<string, unknown>, schema: JsonSchema, context: Pick<SchemaContext, 'resolve'>, where: string): string[] {
  const problems: string[] = [];
  const properties = (schema.properties ?? {}) as Record<string, Json>;
  for (const name of (schema.required ?? []) as string[]) if (!(name in value)) problems.push(`${where}.${name}: missing`);
  if (typeof schema.minProperties === 'number' && Object.keys(value).length < schema.minProperties) problems.push(`${where}: fewer than ${schema.minProperties} properties`);
  for (const [name, item] of Object.entries(value)) {
    if (name in properties) {
      problems.push(...schemaProblems(item, properties[name] as JsonSchema, context, `${where}.${name}`));
      continue;
    }
    if (schema.propertyNames) problems.push(...schemaProblems(name, schema.propertyNames as JsonSchema, context, `${where} key ${JSON.stringify(name)}`));
    if (schema.additionalProperties === false) problems.push(`${where}.${name}: not allowed`);
    else if (schema.additionalProperties && typeof schema.additionalProperties === 'object') {
      problems.push(...schemaProblems(item, schema.additionalProperties as JsonSchema, context, `${where}.${name}`));
    }
  }
  return problems;
}
