import { schemaProblems } from './json-schema-check.ts';
import type { Json, JsonSchema } from './operation-list.ts';

/**
 * Values the server handed out (ids, order numbers, keys), by the name of
 * the field they came in, so generated requests can name records that
 * exist: `order_sn`, `orderSn` and `ordersn` are one name.
 */
export type KnownValues = Map<string, Array<string | number>>;

export const fieldKey = (name: string) => name.replace(/[_-]/g, '').toLowerCase();

/** Every number and short text of the answers, under its field's name. */
export function harvest(answers: unknown[]): KnownValues {
  const known: KnownValues = new Map();
  const add = (name: string, value: unknown) => {
    if (!(typeof value === 'number' || (typeof value === 'string' && value.length > 0 && value.length <= 100))) return;
    const values = known.get(fieldKey(name)) ?? known.set(fieldKey(name), []).get(fieldKey(name))!;
    if (!values.includes(value) && values.length < 20) values.push(value);
  };
  const visit = (value: unknown, name: string) => {
    if (Array.isArray(value)) value.forEach((item) => visit(item, name));
    else if (value && typeof value === 'object') for (const [key, item] of Object.entries(value)) visit(item, key);
    else add(name, value);
  };
  answers.forEach((answer) => visit(answer, ''));
  return known;
}

/**
 * The known values a field of this name and schema takes: values that pass
 * the schema as they are, or, for a list, one-item lists of them.
 */
export function knownFor(known: KnownValues, resolve: (schema: Json | undefined) => JsonSchema): (name: string, schema: JsonSchema) => unknown[] {
  return (name, schema) => {
    const key = fieldKey(name);
    const values = known.get(key) ?? known.get(key.replace(/s$/, '')) ?? [];
    const fitting = values.filter((value) => schemaProblems(value, schema, { resolve }).length === 0);
    if (fitting.length > 0) return fitting;
    return values.map((value) => [value]).filter((list) => schemaProblems(list, schema, { resolve }).length === 0);
  };
}
