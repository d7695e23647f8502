/** Thrown for command-line input that cannot be used; the CLI prints it and exits with 2. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

export function positiveInteger(value: unknown, name: string): number {
  const number = typeof value === 'number' ? value : /^\d+$/.test(String(value)) ? Number(value) : NaN;
  if (!Number.isSafeInteger(number) || number < 1) throw new UsageError(`${name} must be a whole number above 0, got "${String(value)}"`);
  return number;
}

export function positiveAmount(value: unknown, name: string): number {
  const number = /^\d+(\.\d{1,5})?$/.test(String(value)) ? Number(value) : NaN;
  if (!Number.isFinite(number) || number <= 0) throw new UsageError(`${name} must be an amount above 0 (up to 5 decimals), got "${String(value)}"`);
  return number;
}

export function requiredText(value: unknown, name: string, maxLength = 500): string {
  const text = typeof value === 'string' ? value.trim() : '';
  if (!text) throw new UsageError(`${name} is required`);
  if (text.length > maxLength) throw new UsageError(`${name} is longer than ${maxLength} characters`);
  return text;
}
