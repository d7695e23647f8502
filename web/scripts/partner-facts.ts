// The numbers and names the partner guides quote, read from the bundled partner document at build time, so a
// guide never states a limit, code or lifetime the contract does not (issue 18: facts come from the document).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import type { PartnerErrorCode, PartnerFacts, PartnerRateLimit } from '../src/features/partner-portal/partner-facts.types.ts';

/** The partner document as `npm run generate` bundles it. */
export const partnerDocumentFile = join(import.meta.dirname, '../../generated/spec/open-api-v1.json');

/** A parsed JSON document, read by the shapes the partner document is known to have. */
type Json = Record<string, any>;

const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** Every envelope code the document's answers use, with the HTTP status it comes with and its example names. */
function errorCodes(document: Json): PartnerErrorCode[] {
  const byCode = new Map<number, PartnerErrorCode>();
  const resolve = (response: Json): Json => (response.$ref ? document.components.responses[String(response.$ref).split('/').pop()!] : response);
  for (const path of Object.values<Json>(document.paths)) {
    for (const method of HTTP_METHODS) {
      for (const [status, reference] of Object.entries<Json>(path[method]?.responses ?? {})) {
        const content = resolve(reference).content?.['application/json'] ?? {};
        for (const [name, example] of Object.entries<Json>(content.examples ?? {})) {
          const code = example.value?.code;
          if (typeof code !== 'number' || code === 200) continue;
          const entry = byCode.get(code) ?? { code, httpStatus: Number(status), names: [] };
          if (!entry.names.includes(name)) entry.names.push(name);
          byCode.set(code, entry);
        }
      }
    }
  }
  return [...byCode.values()].sort((a, b) => a.code - b.code);
}

/** The rows of the document's rate-limit table ("| `getToken` | 10 calls per minute per client IP address |"). */
function rateLimits(description: string): PartnerRateLimit[] {
  const section = /## Rate limits\n([\s\S]*?)\n## /.exec(description)?.[1] ?? '';
  const rows = [...section.matchAll(/^\|\s*(.+?)\s*\|\s*(\d+) calls per minute per (token|client IP address)\s*\|$/gm)];
  return rows.map(([, call, calls, per]) => ({
    call: /^`(\w+)`$/.exec(call!)?.[1] ?? null,
    calls: Number(calls),
    per: per === 'token' ? 'token' : 'address',
    allCalls: /all calls/.test(call!),
  }));
}

export function partnerFacts(document: Json): PartnerFacts {
  const operations = Object.values<Json>(document.paths).flatMap((path) =>
    HTTP_METHODS.flatMap((method) => (path[method] ? [{ id: String(path[method].operationId), tag: String(path[method].tags?.[0] ?? ''), summary: String(path[method].summary ?? '') }] : [])),
  );
  const getToken = Object.values<Json>(document.paths).find((path) => path.post?.operationId === 'getToken')!.post;
  const tokenExamples = Object.values<Json>(getToken.responses['200'].content['application/json'].examples ?? {});
  const policy = String(document.components.headers.RateLimitPolicy.example);
  const { PageSize: pageSize, IdempotencyKey: idempotencyKey } = document.components.parameters;
  return {
    version: String(document.info.version),
    operations,
    errors: errorCodes(document),
    rateLimits: rateLimits(String(document.info.description)),
    rateLimitWindowSeconds: Number(/;w=(\d+)/.exec(policy)?.[1]),
    rateLimitHeaders: { policy, current: String(document.components.headers.RateLimit.example) },
    tokenLifetimeSeconds: Number(tokenExamples[0]?.value?.data?.expire),
    pageSizeMin: pageSize.schema.minimum,
    pageSizeMax: pageSize.schema.maximum,
    idempotencyKeyMinLength: idempotencyKey.schema.minLength,
    idempotencyKeyMaxLength: idempotencyKey.schema.maxLength,
  };
}

const VIRTUAL_ID = 'virtual:partner-facts';

/** `import { partnerFacts } from 'virtual:partner-facts'`: the facts above as a small module, not the whole document. */
export const partnerFactsPlugin = (): Plugin => ({
  name: 'chipmart-partner-facts',
  resolveId: (id) => (id === VIRTUAL_ID ? `\0${VIRTUAL_ID}` : undefined),
  load(id) {
    if (id !== `\0${VIRTUAL_ID}`) return undefined;
    this.addWatchFile(partnerDocumentFile);
    const facts = partnerFacts(JSON.parse(readFileSync(partnerDocumentFile, 'utf8')) as Json);
    return `export const partnerFacts = ${JSON.stringify(facts)};`;
  },
});
