import { messagesIn } from '../../sites.ts';

const en = messagesIn('en');

/** The English text of a message, its parameters filled in, as the BOM pages show it. */
export function say(key: string, values: Record<string, string | number> = {}): string {
  const message = en[key];
  if (message === undefined) throw new Error(`no message ${key}`);
  return message.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));
}
