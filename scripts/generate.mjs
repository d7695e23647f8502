// Regenerates everything under generated/ from the two documents in spec/.
// Runs on `npm install` (postinstall) and by hand with `npm run generate`.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { generate } from 'orval';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, 'generated');
const bin = (name) => join(root, 'node_modules', '.bin', name);
const run = (name, args) => execFileSync(bin(name), args, { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });

const documents = {
  internal: { source: 'spec/openapi.yaml', bundle: 'generated/spec/openapi.json' },
  partner: { source: 'spec/open-api-v1.yaml', bundle: 'generated/spec/open-api-v1.json' },
};

// Start clean so an operation removed from the spec disappears from the code too.
// Only package.json and tsconfig.json are kept: they are the package's manifest.
for (const entry of readdirSync(out)) {
  if (entry !== 'package.json' && entry !== 'tsconfig.json') rmSync(join(out, entry), { recursive: true, force: true });
}
mkdirSync(join(out, 'spec'), { recursive: true });

for (const { source, bundle } of Object.values(documents)) {
  // One file per document: the generators and Prism read the bundle, never the split sources.
  run('redocly', ['bundle', source, '--output', bundle, '--ext', 'json', '--config', 'redocly.yaml']);
}

for (const [name, { bundle }] of Object.entries(documents)) {
  mkdirSync(join(out, name), { recursive: true });
  const ast = await openapiTS(JSON.parse(readFileSync(join(root, bundle), 'utf8')), { enumValues: true, alphabetize: true });
  writeFileSync(join(out, name, 'types.ts'), astToString(ast));
}

// orval reads the zod major version from here and writes zod 4 syntax for it.
const generatedManifest = join(out, 'package.json');

// No coercion: query and path values arrive as text, and the server's contract layer turns them into
// the number or boolean the schema asks for by strict rules (zod's coercion would read '0x1F' as 31,
// '' as 0 and any text as true).
const zodOverride = {
  zod: {
    strict: { response: true, body: true, query: false, param: true, header: false },
  },
};

/**
 * orval writes `type: integer` as a plain zod number, which takes 1.5. JSON
 * Schema's `multipleOf: 1` says "whole number" in a way orval carries over
 * (`.multipleOf(1)`), so every integer schema gets it before the zod
 * schemas are written. Only the generated zod sees this; the documents
 * already say integer.
 */
function wholeNumbersForZod(document) {
  const visit = (node) => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== 'object') return;
    const types = Array.isArray(node.type) ? node.type : [node.type];
    if (types.includes('integer') && node.multipleOf === undefined && node.enum === undefined) node.multipleOf = 1;
    Object.values(node).forEach(visit);
  };
  visit(document.paths);
  visit(document.components);
  return document;
}

await generate({
  input: { target: join(root, documents.internal.bundle) },
  output: {
    target: join(out, 'internal/hooks/index.ts'),
    packageJson: generatedManifest,
    schemas: join(out, 'internal/model'),
    mode: 'tags-split',
    client: 'react-query',
    httpClient: 'axios',
    clean: false,
    prettier: false,
    override: {
      mutator: { path: join(root, 'client/src/hooks-client.ts'), name: 'apiFetch' },
      query: { useQuery: true, useSuspenseQuery: false, signal: true },
    },
  },
});

// The partner API as plain functions for Node callers (no React): each returns its call, which
// client/'s createPartnerClient sends; `headers: true` puts saveOrders' Idempotency-Key in its signature.
await generate({
  input: { target: join(root, documents.partner.bundle) },
  output: {
    target: join(out, 'partner/functions.ts'),
    // The models in their own folder: functions.ts exports the operations and nothing else.
    schemas: join(out, 'partner/model'),
    packageJson: generatedManifest,
    mode: 'single',
    client: 'axios-functions',
    headers: true,
    clean: false,
    prettier: false,
    override: { mutator: { path: join(root, 'client/src/partner-call.ts'), name: 'partnerCall' } },
  },
});

for (const name of Object.keys(documents)) {
  await generate({
    input: { target: join(root, documents[name].bundle), override: { transformer: wholeNumbersForZod } },
    output: { target: join(out, `${name}/zod.ts`), packageJson: generatedManifest, client: 'zod', mode: 'single', prettier: false, override: zodOverride },
  });
}

// Which calls answer differently by currency: the web shop keys exactly these queries by the currency
// too (the Currency header is declared only where the answer or effect carries prices).
const internalBundle = JSON.parse(readFileSync(join(root, documents.internal.bundle), 'utf8'));
const takesCurrency = (parameter) => (parameter.$ref ?? '').endsWith('/Currency') || (parameter.in === 'header' && parameter.name === 'Currency');
const currencyPaths = Object.entries(internalBundle.paths)
  .flatMap(([path, item]) => Object.values(item).filter((operation) => (operation?.parameters ?? []).some(takesCurrency)).map(() => path))
  .filter((path, index, all) => all.indexOf(path) === index)
  .sort();
writeFileSync(
  join(out, 'internal/currency-paths.ts'),
  `/** Generated from spec/openapi.yaml: the paths whose calls take the Currency header, i.e. whose answer depends on it. */\nexport const pathsTakingCurrency: readonly string[] = ${JSON.stringify(currencyPaths, null, 2)};\n`,
);

writeFileSync(
  join(out, 'README.md'),
  '# generated/\n\nProduced by `npm run generate` from `spec/`. Do not edit: change the spec and regenerate.\n',
);
console.log('generated/ is up to date with spec/');
