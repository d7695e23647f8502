import { m } from '$paraglide/messages.js';
import { parseNumber } from '@/platform/lib/parse-number.ts';
import { isEmailAddress, isWebAddress } from '@/platform/lib/text-formats.ts';

export type FieldProblems<Field extends string> = Partial<Record<Field, string>>;

/** A required text of at most `max` characters (after trimming). */
export function requiredText(value: string, max: number): string | undefined {
  const text = value.trim();
  if (text === '') return m.account_fieldRequired();
  if (text.length > max) return m.account_fieldTooLong({ max });
  return undefined;
}

/** An optional text of at most `max` characters. */
export function optionalText(value: string, max: number): string | undefined {
  return value.trim().length > max ? m.account_fieldTooLong({ max }) : undefined;
}

/** An e-mail address the contract takes: 6 to `max` characters of a valid address. */
export function emailProblem(value: string, max: number): string | undefined {
  const text = value.trim();
  if (text === '') return m.account_emailRequired();
  if (text.length < 6 || text.length > max || !isEmailAddress(text)) return m.account_emailInvalid();
  return undefined;
}

/** An optional web address (http or https). */
export function websiteProblem(value: string, max: number): string | undefined {
  const text = value.trim();
  if (text === '') return undefined;
  if (text.length > max || !isWebAddress(text)) return m.account_websiteInvalid();
  return undefined;
}

/** A number typed by a person within [min, max], with at most `decimals` decimals; undefined when it is fine. */
export function amountProblem(value: string, limits: { min: number; max: number; decimals: number; required: boolean }): string | undefined {
  if (value.trim() === '') return limits.required ? m.account_fieldRequired() : undefined;
  const amount = parseNumber(value);
  if (Number.isNaN(amount)) return m.account_numberInvalid();
  if (amount < limits.min || amount > limits.max) return m.account_numberRange({ min: limits.min, max: limits.max });
  const scaled = amount * 10 ** limits.decimals;
  // Compared with a tolerance: 12.34 * 100 is 1234.0000000000002 in binary floating point.
  if (Math.abs(Math.round(scaled) - scaled) > 1e-6) return m.account_numberDecimals({ decimals: limits.decimals });
  return undefined;
}
