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

const zodOverride = {
  zod: {
    strict: { response: true, body: true, query: false, param: true, header: false },
    coerce: { query: true, param: true },
  },
};

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
    input: { target: join(root, documents[name].bundle) },
    output: { target: join(out, `${name}/zod.ts`), packageJson: generatedManifest, client: 'zod', mode: 'single', prettier: false, override: zodOverride },
  });
}

writeFileSync(
  join(out, 'README.md'),
  '# generated/\n\nProduced by `npm run generate` from `spec/`. Do not edit: change the spec and regenerate.\n',
);
console.log('generated/ is up to date with spec/');
