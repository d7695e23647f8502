import type { z } from 'zod';
import { usageError } from './cli-error.ts';

/**
 * Checks a call's input with the generated schema before sending it, so a
 * bad option is a usage error (exit 2) naming the option as typed, not a
 * round trip and the server's field name.
 */
export function checkInput<Schema extends z.ZodType>(schema: Schema, input: unknown, optionNames: Record<string, string>): z.output<Schema> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => {
    const field = issue.path.map(String).join('.');
    return `${optionNames[field] ?? field}: ${issue.message}`;
  });
  throw usageError(lines.join('\n'));
}
