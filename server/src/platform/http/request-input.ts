import type { Context } from 'hono';
import type { ZodType } from 'zod';
import { bodyBytesWithin, sizeText } from './body-bytes.ts';
import { ValidationError, type FieldProblem } from './errors.ts';
import { contractMessages } from './messages.ts';

/**
 * Reading a request's raw input the way the documents describe it, before
 * the generated schemas check it. Text from the URL becomes a number or a
 * boolean only when it is exactly one (`12`, `-3.5`, `true`, `false`); any
 * other text stays text, so the schema refuses it and names the field.
 */

type SchemaNode = { def?: { type?: string; innerType?: unknown; element?: unknown; options?: unknown[]; values?: unknown[] } } | undefined;

const wrappers = ['optional', 'default', 'nullable', 'prefault', 'readonly'];

/** Strips optional/default/nullable wrappers down to the value schema. */
export function unwrap(schema: unknown): SchemaNode {
  let current = schema as SchemaNode;
  while (current?.def && wrappers.includes(current.def.type ?? '')) current = current.def.innerType as SchemaNode;
  return current;
}

export function elementOf(schema: unknown): SchemaNode | undefined {
  const node = unwrap(schema);
  return node?.def?.type === 'array' ? unwrap(node.def.element) : undefined;
}

function takesNumber(node: SchemaNode): boolean {
  const def = node?.def;
  if (def?.type === 'number') return true;
  if (def?.type === 'literal') return (def.values ?? []).every((value) => typeof value === 'number');
  if (def?.type === 'union') return (def.options ?? []).every((option) => takesNumber(unwrap(option)));
  return false;
}

const decimalText = /^-?\d+(\.\d+)?$/;

/** One value from a URL, typed as the schema asks when the text is exactly that type, else left as text for the schema to refuse. */
export function fromText(node: SchemaNode, text: string): unknown {
  if (takesNumber(node) && decimalText.test(text)) return Number(text);
  if (node?.def?.type === 'boolean' && (text === 'true' || text === 'false')) return text === 'true';
  return text;
}

/**
 * The declared query parameters as the schema expects them. A list takes
 * repeated keys and comma lists; any other parameter takes one value, and
 * sending it twice is refused rather than silently reading one of them.
 */
export function queryInput(context: Context, names: string[], schema: ZodType | undefined): Record<string, unknown> {
  const shape = (schema as { shape?: Record<string, ZodType> } | undefined)?.shape ?? {};
  const all = context.req.queries();
  const input: Record<string, unknown> = {};
  const problems: FieldProblem[] = [];
  for (const name of names) {
    const values = all[name];
    if (!values) continue;
    const element = elementOf(shape[name]);
    if (element) {
      input[name] = values.flatMap((value) => value.split(',')).filter((value) => value !== '').map((value) => fromText(element, value));
    } else if (values.length > 1) {
      problems.push({ field: name, message: contractMessages.oneValueOnly });
    } else {
      input[name] = fromText(unwrap(shape[name]), values[0]!);
    }
  }
  if (problems.length > 0) throw new ValidationError(problems);
  return input;
}

/** The path parameters, typed as the schema asks. */
export function pathInput(context: Context, names: string[], schema: ZodType | undefined): Record<string, unknown> {
  const shape = (schema as { shape?: Record<string, ZodType> } | undefined)?.shape ?? {};
  return Object.fromEntries(names.map((name) => [name, fromText(unwrap(shape[name]), context.req.param(name) ?? '')]));
}

/** The declared header parameters the caller sent (HTTP header names are case-insensitive; the document's spelling is kept). */
export function headerInput(context: Context, names: string[]): Record<string, string> {
  const input: Record<string, string> = {};
  for (const name of names) {
    const value = context.req.header(name);
    if (value !== undefined) input[name] = value;
  }
  return input;
}

/**
 * How deep JSON from a request may nest: far deeper than any schema of the
 * documents goes, and shallow enough for code that walks a value recursively.
 */
export const MAX_JSON_DEPTH = 64;

/** How deeply JSON text nests (its brackets outside strings), counted without parsing it. */
export function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c) index++;
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x5b || char === 0x7b) deepest = Math.max(deepest, ++depth);
    else if (char === 0x5d || char === 0x7d) depth--;
  }
  return deepest;
}

/**
 * A JSON body, refused when it is over the operation's limit (before it is
 * read whole), not sent as JSON, does not parse or nests too deeply; an
 * empty body is no body.
 */
export async function jsonBodyInput(context: Context, maxBytes: number): Promise<unknown> {
  const mediaType = context.req.header('Content-Type')?.split(';')[0]?.trim().toLowerCase();
  const declared = Number(context.req.header('Content-Length') ?? Number.NaN);
  if (mediaType !== 'application/json' && declared > 0) throw new ValidationError([{ field: 'Content-Type', message: contractMessages.jsonContentType }]);
  const bytes = await bodyBytesWithin(context, maxBytes);
  if (!bytes) throw new ValidationError([{ field: 'body', message: contractMessages.jsonTooLarge, params: { max: sizeText(maxBytes) } }]);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new ValidationError([{ field: 'body', message: contractMessages.invalidJson }]);
  }
  if (text.trim() === '') return undefined;
  if (mediaType !== 'application/json') throw new ValidationError([{ field: 'Content-Type', message: contractMessages.jsonContentType }]);
  if (jsonDepth(text) > MAX_JSON_DEPTH) throw new ValidationError([{ field: 'body', message: contractMessages.nestedTooDeeply, params: { max: MAX_JSON_DEPTH } }]);
  try {
    return JSON.parse(text);
  } catch {
    throw new ValidationError([{ field: 'body', message: contractMessages.invalidJson }]);
  }
}

/** The NUL character, which PostgreSQL refuses in any text. */
export const holdsNul = (text: string) => text.includes('\u0000');

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Half of a surrogate pair on its own (JSON's `"\ud800"`): no Unicode text; PostgreSQL refuses it in JSON and turns it into U+FFFD in text. */
export const holdsLoneSurrogate = (text: string) => LONE_SURROGATE.test(text);

/** A code unit that may start one of the above: NUL or either half of a surrogate pair. */
const SUSPECT_UNIT = /[\u0000\uD800-\uDFFF]/;

/** Whether any text (or key) in the value has a NUL or a surrogate code unit: false lets the checks above be skipped. */
export function holdsSuspectText(value: unknown): boolean {
  if (typeof value === 'string') return SUSPECT_UNIT.test(value);
  if (Array.isArray(value)) return value.some(holdsSuspectText);
  if (value && typeof value === 'object') {
    for (const key in value) if (SUSPECT_UNIT.test(key) || holdsSuspectText((value as Record<string, unknown>)[key])) return true;
  }
  return false;
}

/**
 * The fields whose text (or a key) holds what no stored text may hold, as
 * `holds` tells: named the way schema failures are (`keyword`,
 * `body.items.0.remark`).
 */
export function fieldsHolding(value: unknown, field: string, holds: (text: string) => boolean): string[] {
  if (typeof value === 'string') return holds(value) ? [field] : [];
  if (Array.isArray(value)) return value.flatMap((item, index) => fieldsHolding(item, `${field}.${index}`, holds));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => [
      ...(holds(key) ? [field] : []),
      ...fieldsHolding(item, field === '' ? key : `${field}.${key}`, holds),
    ]);
  }
  return [];
}
