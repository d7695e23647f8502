import fc from 'fast-check';
import { schemaProblems } from './json-schema-check.ts';
import type { FuzzOperation, JsonSchema } from './operation-list.ts';
import { copyRequest, RawText, validRequest, type FuzzRequest } from './requests.ts';
import { boundsOf, branchesOf, FilePart, jsonType, typeOf, type SchemaContext } from './schema-arbitrary.ts';

/**
 * Requests made invalid on purpose: a valid request from the document with
 * one part broken (a field missing or added, a wrong type, a value out of
 * bounds, a bad format, hostile text, a wrong media type, broken JSON, a
 * path parameter that is no id). Whether the document says the result must
 * be refused is worked out by checking the broken request against the
 * document's schemas, so hostile text that is still valid may succeed.
 */

/** Text a schema may well take, hostile to code that trusts it: SQL, paths, markup, formats, astral, right-to-left, NUL, lone surrogates, controls. */
export const HOSTILE_TEXT = [
  "' or 1=1 --",
  "'; drop table users; --",
  '" or ""="',
  '../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%00',
  '%s%s%n',
  '<script>alert(1)</script>',
  '${7*7}{{7*7}}',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 😀👍🏽',
  '\u202Eevil.exe\u202C مرحبا שלום',
  'a\u0000b',
  '\uD800',
  'x\uDFFFy',
  '\uFEFF\u200B\u0301',
  '\u0007\u001B[31m\r\n',
  '   ',
  '',
];

/** Path and query text as a client could put it into the URL. */
const HOSTILE_URL_TEXT = [
  'abc',
  '-1',
  '0',
  '1.5',
  '1e3',
  '0x10',
  ' 7',
  'NaN',
  'Infinity',
  '2147483648',
  '4294967296',
  '9223372036854775808',
  '99999999999999999999999999',
  '-9223372036854775809',
  "1' or '1'='1",
];
const RAW_URL_TEXT = ['%00', '..%2F..%2Fetc%2Fpasswd', '%2e%2e%2f', '%FF', '%ED%A0%80', '%F0%9F%98%80', '%E2%80%AE', '%25'];

const BROKEN_JSON = ['{', '{"a":', "{'a':1}", '{"a":1}}', '[1,2', 'nul', 'undefined', '\u0000', '{"a":1,}', '{"a":NaN}', '"\\ud800"'];

/** JSON nested deeper than the documents allow (64 levels), as arrays and as objects. */
const DEEP_JSON: Array<[string, string]> = [
  ['20,000 nested arrays', `${'['.repeat(20_000)}${']'.repeat(20_000)}`],
  ['65 nested objects', `${'{"a":'.repeat(65)}1${'}'.repeat(65)}`],
  ['a property of 5,000 nested arrays', `{"x":${'['.repeat(5_000)}${']'.repeat(5_000)}}`],
];

/** `seed` and `bytes` more characters. */
const huge = (bytes: number, seed: string) => `${seed}${'x'.repeat(bytes)}`;

type Key = string | number;

interface Slot {
  part: 'path' | 'query' | 'header' | 'body';
  keys: Key[];
  schema: JsonSchema;
  present: boolean;
  required: boolean;
}

const label = (slot: Slot) => [slot.part, ...slot.keys].join('.');

function getAt(root: unknown, keys: Key[]): unknown {
  return keys.reduce<unknown>((at, key) => (at as Record<Key, unknown> | undefined)?.[key], root);
}

function setAt(root: unknown, keys: Key[], value: unknown): void {
  const parent = getAt(root, keys.slice(0, -1)) as Record<Key, unknown>;
  const key = keys[keys.length - 1]!;
  if (value === undefined) delete parent[key];
  else parent[key] = value;
}

/** The branch of a schema a value takes (the first whose type and properties fit it). */
function branchFor(value: unknown, schema: JsonSchema, context: SchemaContext): JsonSchema {
  const branches = branchesOf(schema, context);
  const fitting = branches.filter((branch) => {
    const type = typeOf(branch);
    return !type || type === jsonType(value) || (type === 'number' && jsonType(value) === 'integer') || (branch.format === 'binary' && value instanceof FilePart);
  });
  if (value && typeof value === 'object' && !Array.isArray(value) && fitting.length > 1) {
    const keys = Object.keys(value);
    return fitting.find((branch) => keys.every((key) => key in ((branch.properties ?? {}) as object))) ?? fitting[0]!;
  }
  return fitting[0] ?? branches[0]!;
}

/** Every place in a request a mutation can break: each parameter, and each property and first list item in the body. */
function slotsOf(operation: FuzzOperation, request: FuzzRequest, context: SchemaContext): Slot[] {
  const slots: Slot[] = operation.parameters.map((parameter) => ({
    part: parameter.in,
    keys: [parameter.name],
    schema: parameter.schema,
    present: request[parameter.in === 'header' ? 'headers' : parameter.in][parameter.name] !== undefined,
    required: parameter.required || parameter.in === 'path',
  }));
  const visit = (value: unknown, schema: JsonSchema, keys: Key[]) => {
    const branch = branchFor(value, schema, context);
    if (Array.isArray(value) && branch.items && value.length > 0) {
      slots.push({ part: 'body', keys: [...keys, 0], schema: branch.items as JsonSchema, present: true, required: false });
      visit(value[0], branch.items as JsonSchema, [...keys, 0]);
    }
    if (value && typeof value === 'object' && !Array.isArray(value) && !(value instanceof FilePart)) {
      const required = (branch.required ?? []) as string[];
      for (const [name, property] of Object.entries((branch.properties ?? {}) as Record<string, JsonSchema>)) {
        const present = name in (value as object);
        slots.push({ part: 'body', keys: [...keys, name], schema: property, present, required: required.includes(name) });
        if (present) visit((value as Record<string, unknown>)[name], property, [...keys, name]);
      }
    }
  };
  if (request.body?.kind === 'value' && operation.body) {
    slots.push({ part: 'body', keys: [], schema: operation.body.schema, present: true, required: operation.body.required });
    visit(request.body.value, operation.body.schema, []);
  }
  return slots;
}

/** Values of other JSON types than the slot's schema takes. */
function wrongTypes(schema: JsonSchema, context: SchemaContext): unknown[] {
  const allowed = new Set(branchesOf(schema, context).map((branch) => typeOf(branch)));
  if (allowed.has(undefined)) return [];
  const candidates: unknown[] = ['text', 12345, 1.5, true, null, [], {}, [1, 'a'], { nested: { deeper: [] } }];
  return candidates.filter((candidate) => {
    const type = jsonType(candidate);
    return !allowed.has(type) && !(type === 'integer' && allowed.has('number'));
  });
}

/** Values just outside the schema's bounds, and far outside them. */
function outOfBounds(schema: JsonSchema, context: SchemaContext): unknown[] {
  const values: unknown[] = [];
  for (const branch of branchesOf(schema, context)) {
    const type = typeOf(branch);
    if (type === 'integer' || type === 'number') {
      const { min, max } = boundsOf(branch);
      if (min > -Number.MAX_SAFE_INTEGER) values.push(min - 1, min - 0.5);
      if (max < Number.MAX_SAFE_INTEGER) values.push(max + 1);
      values.push(2 ** 31, 2 ** 63, -(2 ** 63), 1e308, -1e308);
      if (type === 'integer') values.push(min + 0.5, 1e-7);
    }
    if (type === 'string') {
      if (typeof branch.minLength === 'number' && branch.minLength > 0) values.push('x'.repeat(branch.minLength - 1));
      if (typeof branch.maxLength === 'number') values.push('x'.repeat(branch.maxLength + 1), '😀'.repeat(branch.maxLength));
    }
    if (type === 'array') {
      if (typeof branch.maxItems === 'number') values.push(Array.from({ length: branch.maxItems + 1 }, (_, index) => (branch.items ? exampleOf(branch.items as JsonSchema, context, index) : index)));
      if (typeof branch.minItems === 'number' && branch.minItems > 0) values.push([]);
    }
    if (branch.format === 'email') values.push('not-an-email', 'a@', '@example.com', 'a b@example.com', 'anna@@example.com', `${'a'.repeat(300)}@example.com`);
    if (branch.format === 'date') values.push('2026-13-45', '2026-02-30', '26-1-1', 'yesterday', '2026-11-22T10:00:00Z');
    if (branch.format === 'date-time') values.push('2026-11-22 10:00', 'not a date', '2026-11-22T25:61:00Z', '');
    if (branch.format === 'uri' || branch.format === 'uri-reference') values.push('javascript:alert(1)', 'not a uri', 'http://');
    if (Array.isArray(branch.enum)) values.push(typeof branch.enum[0] === 'number' ? 987654 : 'not-in-the-list', typeof branch.enum[0] === 'string' ? String(branch.enum[0]).toUpperCase() + '_' : -1);
    if (typeof branch.pattern === 'string') values.push('no match!', ' ');
  }
  return values;
}

/** A value the schema takes, to fill lists (the example, or something of its type). */
function exampleOf(schema: JsonSchema, context: SchemaContext, index: number): unknown {
  const branch = branchesOf(schema, context)[0]!;
  if (branch.example !== undefined) return branch.example;
  if (Array.isArray(branch.enum)) return branch.enum[0];
  return { integer: index + 1, number: index + 1, string: `item-${index}`, boolean: true, null: null, array: [], object: {} }[typeOf(branch) ?? 'null'];
}

/** URL text as the server reads it (a number where the schema takes one), to tell whether a broken parameter is still valid. */
function urlValue(text: unknown, schema: JsonSchema, context: SchemaContext): unknown {
  let raw: string;
  if (text instanceof RawText) {
    try {
      raw = decodeURIComponent(text.text);
    } catch {
      return undefined;
    }
  } else raw = typeof text === 'string' ? text : JSON.stringify(text);
  const types = branchesOf(schema, context).map((branch) => typeOf(branch));
  if (types.some((type) => type === 'integer' || type === 'number') && /^-?\d+(\.\d+)?$/.test(raw)) return Number(raw);
  if (types.includes('boolean') && (raw === 'true' || raw === 'false')) return raw === 'true';
  return raw;
}

/** Whether the document refuses the request: some part breaks its schema. */
function refusedByDocument(operation: FuzzOperation, request: FuzzRequest, context: SchemaContext): boolean | undefined {
  for (const parameter of operation.parameters) {
    const holder = request[parameter.in === 'header' ? 'headers' : parameter.in];
    const value = holder[parameter.name];
    if (value === undefined) {
      if (parameter.required || parameter.in === 'path') return true;
      continue;
    }
    const values = Array.isArray(value) ? value : [value];
    const arrayParameter = branchesOf(parameter.schema, context).some((branch) => typeOf(branch) === 'array');
    if (values.length > 1 && !arrayParameter) return true;
    for (const each of values) {
      const typed = urlValue(each, arrayParameter ? ((branchesOf(parameter.schema, context)[0]!.items ?? {}) as JsonSchema) : parameter.schema, context);
      if (typed === undefined) return undefined;
      if (typeof typed === 'string' && typed.includes('\u0000')) return true;
      if (schemaProblems(typed, arrayParameter ? ((branchesOf(parameter.schema, context)[0]!.items ?? {}) as JsonSchema) : parameter.schema, context).length > 0) return true;
    }
  }
  if (!operation.body) return false;
  const body = request.body;
  if (!body) return operation.body.required;
  if (body.kind !== 'value') return true;
  if (JSON.stringify(body.value ?? null).includes('\\u0000')) return true;
  return schemaProblems(body.value, operation.body.schema, context).length > 0;
}

function mutated(operation: FuzzOperation, request: FuzzRequest, context: SchemaContext, broken: string, change: (copy: FuzzRequest) => void): FuzzRequest {
  const copy = copyRequest(request);
  change(copy);
  const refused = refusedByDocument(operation, copy, context);
  return { ...copy, broken, mustBeRefused: refused === true };
}

function setSlot(request: FuzzRequest, slot: Slot, value: unknown): void {
  if (slot.part === 'body') {
    const body = request.body as { kind: 'value'; value: unknown };
    if (slot.keys.length === 0) body.value = value;
    else setAt(body.value, slot.keys, value);
    return;
  }
  const holder = request[slot.part === 'header' ? 'headers' : slot.part];
  if (value === undefined) delete holder[slot.keys[0]!];
  else holder[slot.keys[0]!] = value;
}

/** Header values must be visible ASCII to be sent at all. */
const sendableHeader = (value: unknown) => typeof value === 'string' && /^[\x20-\x7e]*$/.test(value);

function slotMutations(operation: FuzzOperation, request: FuzzRequest, slot: Slot, context: SchemaContext): Array<fc.Arbitrary<FuzzRequest>> {
  const change = (what: string, value: unknown) => mutated(operation, request, context, `${label(slot)} ${what}: ${shown(value)}`, (copy) => setSlot(copy, slot, value));
  const pick = (what: string, values: unknown[]) => {
    const usable = slot.part === 'header' ? values.map((value) => (typeof value === 'string' ? value : JSON.stringify(value))).filter(sendableHeader) : values;
    return usable.length > 0 ? [fc.constantFrom(...usable).map((value) => change(what, value))] : [];
  };
  const arbitraries: Array<fc.Arbitrary<FuzzRequest>> = [];
  if (slot.present && slot.required && slot.keys.length > 0) arbitraries.push(fc.constant(change('left out', undefined)));
  const isText = slot.part !== 'body';
  // A form field given an empty list is sent as no field at all: that is "left out", not a wrong type.
  const formField = slot.part === 'body' && slot.keys.length === 1 && operation.body?.mediaType === 'multipart/form-data';
  const wrongValues = isText ? [...HOSTILE_URL_TEXT, 'true', '[]'] : wrongTypes(slot.schema, context).filter((value) => !(formField && Array.isArray(value) && value.length === 0));
  arbitraries.push(...pick('of the wrong type', wrongValues));
  arbitraries.push(...pick('out of bounds or format', outOfBounds(slot.schema, context).map((value) => (isText && typeof value !== 'string' ? String(value) : value))));
  const takesText = branchesOf(slot.schema, context).some((branch) => typeOf(branch) === 'string' && branch.format !== 'binary');
  if (takesText || isText) {
    arbitraries.push(...pick('hostile text', slot.part === 'header' ? HOSTILE_TEXT : isText ? HOSTILE_TEXT.filter((text) => !/[\uD800-\uDFFF]/.test(text) || /[\uD800-\uDBFF][\uDC00-\uDFFF]/.test(text)) : HOSTILE_TEXT));
    if (slot.part !== 'header') {
      arbitraries.push(fc.constantFrom(100_000, 400_000, 1_500_000).map((bytes) => change('huge text', huge(bytes, 'huge '))));
    }
  }
  if (isText && slot.part !== 'header') arbitraries.push(...pick('raw URL text', RAW_URL_TEXT.map((text) => new RawText(text))));
  if (slot.part === 'query' && slot.present) {
    arbitraries.push(fc.constant(mutated(operation, request, context, `${label(slot)} sent twice`, (copy) => {
      const value = copy.query[slot.keys[0]!];
      copy.query[slot.keys[0]!] = Array.isArray(value) ? [...value, ...value] : [value, value];
    })));
  }
  // A property the schema does not name, in an object that takes no others.
  const branch = slot.part === 'body' && slot.present ? branchFor(getAt(request.body?.kind === 'value' ? request.body.value : undefined, slot.keys), slot.schema, context) : undefined;
  if (branch && typeOf(branch) === 'object') {
    arbitraries.push(
      fc.constantFrom('unexpected_field', 'isAdmin', 'user_id', 'constructor', '').map((name) =>
        mutated(operation, request, context, `${label(slot)} with an extra property ${JSON.stringify(name)}`, (copy) => {
          const target = slot.keys.length === 0 ? (copy.body as { value: unknown }).value : getAt((copy.body as { value: unknown }).value, slot.keys);
          if (target && typeof target === 'object' && !Array.isArray(target)) (target as Record<string, unknown>)[name] = 1;
        }),
      ),
    );
  }
  return arbitraries;
}

const shown = (value: unknown) => {
  const text = value instanceof RawText ? `raw ${value.text}` : JSON.stringify(value) ?? 'undefined';
  return text.length > 80 ? `${text.slice(0, 60)}… (${text.length} characters)` : text;
};

/** Breaks of the body as a whole: no body, the wrong media type, JSON that does not parse. */
function bodyMutations(operation: FuzzOperation, request: FuzzRequest, context: SchemaContext): Array<fc.Arbitrary<FuzzRequest>> {
  const arbitraries: Array<fc.Arbitrary<FuzzRequest>> = [];
  const json = operation.body?.mediaType === 'application/json';
  const whole = (what: string, body: FuzzRequest['body']) => {
    const copy = copyRequest(request);
    copy.body = body;
    const refused = body?.kind === 'value' ? refusedByDocument(operation, copy, context) : body === undefined ? refusedByDocument(operation, copy, context) : true;
    return { ...copy, broken: what, mustBeRefused: refused === true };
  };
  if (!operation.body) {
    if (operation.method === 'GET') return [];
    // A body the operation does not take is ignored or refused, never a failure of the server.
    return [fc.constant({ ...whole('an unexpected JSON body', { kind: 'raw', contentType: 'application/json', content: '{"unexpected":true}' }), mustBeRefused: false })];
  }
  const jsonText = request.body?.kind === 'value' ? JSON.stringify(request.body.value) : '{}';
  arbitraries.push(fc.constant(whole('no body', undefined)));
  arbitraries.push(fc.constantFrom(...BROKEN_JSON).map((text) => whole(`broken JSON ${shown(text)}`, { kind: 'raw', contentType: 'application/json', content: text })));
  arbitraries.push(fc.constantFrom(...DEEP_JSON).map(([what, text]) => whole(`JSON of ${what}`, { kind: 'raw', contentType: 'application/json', content: text })));
  arbitraries.push(
    fc
      .constantFrom<[string, string | null, string]>(
        ['text/plain', 'text/plain', jsonText],
        ['no Content-Type', null, jsonText],
        ['form-urlencoded', 'application/x-www-form-urlencoded', 'a=1&b=2'],
        ['multipart without a boundary', 'multipart/form-data', jsonText],
        ['multipart with a broken body', 'multipart/form-data; boundary=xyz', '--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\n1'],
        ['application/xml', 'application/xml', '<a>1</a>'],
      )
      .map(([what, contentType, content]) => whole(`${what} where ${operation.body!.mediaType} is asked for`, { kind: 'raw', contentType, content: content === '' ? ' ' : content })),
  );
  if (json) {
    arbitraries.push(fc.constant(whole('a multipart form where JSON is asked for', { kind: 'form', form: [['a', '1']] })));
    arbitraries.push(fc.constantFrom<unknown>([], 'text', 42, null, true, [{}]).map((value) => whole(`a JSON ${jsonType(value)} as the body`, { kind: 'value', value })));
    arbitraries.push(
      fc.constant(null).map(() => {
        const text = jsonText.startsWith('{') && jsonText !== '{}' ? `{"__proto__":{"polluted":true},${jsonText.slice(1)}` : '{"__proto__":{"polluted":true}}';
        const copy = copyRequest(request);
        copy.body = { kind: 'value', value: JSON.parse(text) as unknown };
        const refused = refusedByDocument(operation, copy, context);
        return { ...copy, body: { kind: 'raw', contentType: 'application/json', content: text }, broken: 'a __proto__ property', mustBeRefused: refused === true };
      }),
    );
    // Whitespace around JSON is still JSON: the body is as valid as the value it holds.
    arbitraries.push(
      fc.constant({
        ...whole('the body after 1.5 MB of JSON whitespace', { kind: 'raw', contentType: 'application/json', content: `${' '.repeat(1_500_000)}${jsonText}` }),
        mustBeRefused: request.mustBeRefused,
      }),
    );
  } else {
    arbitraries.push(fc.constant(whole('JSON where a multipart form is asked for', { kind: 'raw', contentType: 'application/json', content: jsonText })));
  }
  return arbitraries;
}

/** Valid requests with one thing broken. */
export function invalidRequest(operation: FuzzOperation, context: SchemaContext): fc.Arbitrary<FuzzRequest> {
  return validRequest(operation, context).chain((request) => {
    const slots = slotsOf(operation, request, context);
    const options = [...slots.flatMap((slot) => slotMutations(operation, request, slot, context)), ...bodyMutations(operation, request, context)];
    return options.length > 0 ? fc.oneof(...options) : fc.constant(request);
  });
}

/** Valid requests that are not signed in properly. */
export function unauthenticatedRequest(operation: FuzzOperation, context: SchemaContext): fc.Arbitrary<FuzzRequest> {
  return fc.tuple(validRequest(operation, context), fc.constantFrom<FuzzRequest['auth']>('no token', 'garbage token', 'malformed header', 'other API’s token')).map(([request, auth]) => ({
    ...request,
    auth,
    broken: `signed in with ${auth}`,
    // Where signing in is optional, a token that names no session is still refused.
    mustBeRefused: operation.security === 'required' || (operation.security === 'optional' && (auth === 'garbage token' || auth === 'other API’s token')),
  }));
}
