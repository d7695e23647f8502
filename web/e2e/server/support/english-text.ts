import { en } from '../../sites.ts';

/** The English text of a message, its placeholders filled (one not given stays `{name}`); a key that is gone fails loudly. */
export function text(key: string, values: Record<string, string | number> = {}): string {
  const message = en[key];
  if (message === undefined) throw new Error(`no message ${key}`);
  return message.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? `{${name}}`));
}

/** A message as a whole-text pattern, each placeholder standing for any text (amounts and dates differ per order). */
export function pattern(key: string): RegExp {
  return new RegExp(`^${text(key).replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '.+')}$`);
}
