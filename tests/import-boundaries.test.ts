import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { groupGraph, importCycles, importGraph, importSpecifiers, repoPath, repoRoot, sourceFiles, type Aliases, type ImportCycle, type ImportGraph } from './support/import-graph.ts';

/** Which top-level packages each package may import from: spec -> generated -> web / server / cli. */
const allowedPackages: Record<string, string[]> = {
  client: ['generated'],
  generated: ['client'],
  web: ['generated', 'client'],
  server: ['generated'],
  cli: ['generated', 'client'],
};
const packages = Object.keys(allowedPackages);
const packageNames: Record<string, string> = Object.fromEntries(packages.map((name) => [`@chipmart/${name}`, name]));

/** The package an import specifier lands in, or undefined for third-party modules. */
function targetPackage(file: string, specifier: string): string | undefined {
  if (specifier.startsWith('.')) return repoPath(join(file, '..', specifier)).split('/')[0];
  return packageNames[specifier.split('/').slice(0, 2).join('/')];
}

/**
 * A package's layers, lowest first: a file may import its own layer and the
 * layers below it, never one above. In a layer of modules (features), every
 * subfolder is a module whose public surface is its index file: from outside
 * the module, only that file may be imported.
 */
interface Layering {
  root: string;
  layers: Array<{ name: string; paths: string[]; modules?: boolean }>;
  aliases: Aliases;
  /** Files the rules do not apply to (tests that reach into a module to observe it). */
  exempt?: (file: string) => boolean;
}

/** Aliases of a package's tsconfig `paths` (`@/*` -> `./src/*`), so aliased imports are followed like relative ones. */
function tsconfigAliases(packageDir: string): Aliases {
  const config = JSON.parse(readFileSync(join(repoRoot, packageDir, 'tsconfig.json'), 'utf8')) as { compilerOptions?: { paths?: Record<string, string[]> } };
  return Object.entries(config.compilerOptions?.paths ?? {}).map(([pattern, [target]]) => ({
    prefix: pattern.replace(/\*$/, ''),
    target: join(repoRoot, packageDir, target!.replace(/\*$/, '')),
  }));
}

const web: Layering = {
  root: 'web/src',
  layers: [
    { name: 'platform', paths: ['web/src/platform'] },
    { name: 'ui', paths: ['web/src/ui'] },
    { name: 'shared', paths: ['web/src/shared'] },
    { name: 'features', paths: ['web/src/features'], modules: true },
    { name: 'site', paths: ['web/src/site'] },
    { name: 'routes', paths: ['web/src/routes'] },
    { name: 'app', paths: ['web/src/app', 'web/src/main.tsx', 'web/src/entry-server.tsx', 'web/src/routeTree.gen.ts'] },
  ],
  aliases: tsconfigAliases('web'),
};

const server: Layering = {
  root: 'server/src',
  layers: [
    { name: 'platform', paths: ['server/src/platform'] },
    { name: 'features', paths: ['server/src/features'], modules: true },
    { name: 'app', paths: ['server/src/app', 'server/src/main.ts'] },
  ],
  aliases: [],
};

interface Placement {
  layer: number;
  layerName: string;
  /** The module (feature) a file belongs to, in a layer of modules. */
  module?: string;
  /** The module's public file. */
  isPublic?: boolean;
}

function placementOf(layering: Layering, file: string): Placement | undefined {
  for (const [layer, { name, paths, modules }] of layering.layers.entries()) {
    const path = paths.find((candidate) => file === candidate || file.startsWith(`${candidate}/`));
    if (!path) continue;
    if (!modules) return { layer, layerName: name };
    const [module, ...rest] = file.slice(path.length + 1).split('/');
    return { layer, layerName: name, module: `${path}/${module}`, isPublic: rest.length === 1 && /^index\.tsx?$/.test(rest[0]!) };
  }
  return undefined;
}

function layeringViolations(layering: Layering, graph: ImportGraph): string[] {
  const violations: string[] = [];
  for (const [file, targets] of graph.edges) {
    if (!file.startsWith(`${layering.root}/`) || layering.exempt?.(file)) continue;
    const from = placementOf(layering, file);
    if (!from) {
      violations.push(`${file} is in no layer (${layering.layers.map((layer) => layer.name).join(', ')})`);
      continue;
    }
    for (const target of targets) {
      const to = placementOf(layering, target);
      if (!to) continue;
      if (to.layer > from.layer) violations.push(`${file} (${from.layerName}) imports ${target} (${to.layerName}, a layer above)`);
      else if (to.module && to.module !== from.module && !to.isPublic) violations.push(`${file} imports ${target}, inside ${to.module}: import its index instead`);
    }
  }
  return violations;
}

const describeCycles = (cycles: ImportCycle[]) =>
  cycles.map(({ path, tangled }) => path.join(' -> ') + (tangled.length > 0 ? ` (tangled with it: ${tangled.join(', ')})` : ''));

describe('packages import only along the one-way flow', () => {
  it.each(packages)('%s imports only what it may', (name) => {
    const violations: string[] = [];
    for (const file of sourceFiles(join(repoRoot, name))) {
      for (const specifier of importSpecifiers(file)) {
        const target = targetPackage(file, specifier);
        if (target && target !== name && packages.includes(target) && !allowedPackages[name]!.includes(target)) {
          violations.push(`${repoPath(file)} imports ${specifier}`);
        }
      }
    }
    expect(violations).toEqual([]);
  });
});

describe.each([
  ['web', web],
  ['server', server],
])('inside %s, layers and modules import one way', (_name, layering) => {
  const graph = importGraph([join(repoRoot, layering.root)], layering.aliases);
  const moduleOf = (file: string) => placementOf(layering, file)?.module;

  it('scans every source file and follows its imports', () => {
    // Guards the checks below against silently scanning nothing: a real tree has hundreds of files, and most import another.
    expect(graph.files.length).toBeGreaterThan(100);
    const withLocalImports = [...graph.edges.values()].filter((targets) => targets.length > 0).length;
    expect(withLocalImports).toBeGreaterThan(graph.files.length / 2);
  });

  it('places every file in a layer, and no file imports a layer above its own or a module other than through its index', () => {
    expect(layeringViolations(layering, graph)).toEqual([]);
  });

  it('has no import circle between files', () => {
    expect(describeCycles(importCycles(graph.edges))).toEqual([]);
  });

  it('has no circle between modules', () => {
    expect(describeCycles(importCycles(groupGraph(graph.edges, moduleOf)))).toEqual([]);
  });
});

describe('the boundary checks find what they look for', () => {
  const layering: Layering = {
    root: 'fixture/src',
    layers: [
      { name: 'shared', paths: ['fixture/src/shared'] },
      { name: 'features', paths: ['fixture/src/features'], modules: true },
    ],
    aliases: [],
  };
  const edges = new Map<string, string[]>([
    ['fixture/src/shared/format.ts', ['fixture/src/features/cart/index.ts']],
    ['fixture/src/features/cart/index.ts', ['fixture/src/features/cart/lines.ts']],
    ['fixture/src/features/cart/lines.ts', ['fixture/src/features/rfq/store.ts', 'fixture/src/shared/format.ts']],
    ['fixture/src/features/rfq/index.ts', ['fixture/src/features/rfq/store.ts']],
    ['fixture/src/features/rfq/store.ts', ['fixture/src/features/cart/index.ts']],
    ['fixture/src/loose.ts', []],
  ]);
  const graph: ImportGraph = { files: [...edges.keys()], edges };

  it('names a shared layer importing a feature, a reach into another module, and a file in no layer', () => {
    expect(layeringViolations(layering, graph)).toEqual([
      'fixture/src/shared/format.ts (shared) imports fixture/src/features/cart/index.ts (features, a layer above)',
      'fixture/src/features/cart/lines.ts imports fixture/src/features/rfq/store.ts, inside fixture/src/features/rfq: import its index instead',
      'fixture/src/loose.ts is in no layer (shared, features)',
    ]);
  });

  it('lists each circle as the path that closes it', () => {
    expect(describeCycles(importCycles(edges))).toEqual([
      'fixture/src/features/cart/index.ts -> fixture/src/features/cart/lines.ts -> fixture/src/features/rfq/store.ts -> fixture/src/features/cart/index.ts (tangled with it: fixture/src/shared/format.ts)',
    ]);
    const modules = groupGraph(edges, (file) => placementOf(layering, file)?.module);
    expect(describeCycles(importCycles(modules))).toEqual(['fixture/src/features/cart -> fixture/src/features/rfq -> fixture/src/features/cart']);
  });

  it('reads imports the way TypeScript does: static, re-exported, dynamic and type-only', () => {
    const file = join(repoRoot, 'tests/support/import-graph.ts');
    expect(importSpecifiers(file)).toEqual(expect.arrayContaining(['node:fs', 'node:path', 'typescript']));
    expect(targetPackage(join(repoRoot, 'web/src/main.ts'), '../../server/src/app')).toBe('server');
  });
});
