/** A record number staff and applicants quote: prefix + UTC date + the id, six digits at least (SA20261118001042). */
export function recordNumber(prefix: 'SA' | 'EX', at: Date, id: number): string {
  return `${prefix}${at.toISOString().slice(0, 10).replaceAll('-', '')}${String(id).padStart(6, '0')}`;
}
