import type { z } from 'zod';

/** The server answered 200 with data the partner document does not allow: named field by field. */
export class ContractDriftError extends Error {
  override readonly name = 'ContractDriftError';
  readonly fields: string[];
  constructor(operation: string, issues: readonly z.core.$ZodIssue[]) {
    const fields = issues.map((issue) => `data${issue.path.map((key) => (typeof key === 'number' ? `[${key}]` : `.${String(key)}`)).join('')}: ${issue.message}`);
    super(`The answer to ${operation} does not match the partner API v1 document: ${fields.slice(0, 5).join('; ')}${fields.length > 5 ? ` (and ${fields.length - 5} more)` : ''}`);
    this.fields = fields;
  }
}
