/** An answer as a test sees it: HTTP status and the envelope (a download's bytes in `data`). */
export interface Answer {
  status: number;
  code: number;
  message: string;
  data: unknown;
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The answer with what may differ between two equal answers taken out: the
 * asked identifier, where the answer repeats it ("No order CM… was found"),
 * is written `<asked>`; a number is replaced only in messages, where it is
 * the id, not in figures that merely share its digits. Named volatile fields
 * (a new record's number, a time) become `<volatile>`, bytes their length.
 */
export function comparable(answer: Answer, asked: string | number, volatile: readonly string[] = []): unknown {
  const pattern = new RegExp(`(?<![0-9A-Za-z_])${escaped(String(asked))}(?![0-9A-Za-z_])`, 'g');
  const walk = (value: unknown, key: string): unknown => {
    if (volatile.includes(key)) return '<volatile>';
    if (typeof value === 'string') return typeof asked === 'string' || key === 'message' ? value.replace(pattern, '<asked>') : value;
    if (value instanceof Uint8Array) return `<${value.byteLength} bytes>`;
    if (Array.isArray(value)) return value.map((item) => walk(item, key));
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, walk(item, name)]));
    return value;
  };
  return walk({ status: answer.status, code: answer.code, message: answer.message, data: answer.data }, '');
}

/** The owner's identifiers an answer gives away (the asked one, repeated back, does not count). */
export function leakedSecrets(answer: Answer, secrets: readonly string[], asked: string | number = ''): string[] {
  const text = JSON.stringify(comparable(answer, asked));
  return secrets.filter((secret) => secret !== '' && text.includes(secret));
}
