/** Contract times: ISO 8601 UTC to the second ('2026-11-03T08:47:21Z'). */
export function isoSeconds(value: Date): string;
export function isoSeconds(value: Date | null): string | null;
export function isoSeconds(value: Date | null): string | null {
  return value ? value.toISOString().replace(/\.\d{3}Z$/, 'Z') : null;
}
