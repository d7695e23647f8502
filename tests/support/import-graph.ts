import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

export const repoRoot = resolve(import.meta.dirname, '../..');

/** A path relative to the repository root, with forward slashes. */
export const repoPath = (path: string) => relative(repoRoot, path).split(sep).join('/');

/** Every TypeScript and JavaScript source file under `dir` (skipping dependencies, builds and generated caches). */
export function sourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((entry) => {
    if (['node_modules', 'dist', '.paraglide', 'test-results', 'playwright-report'].includes(entry)) return [];
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|mts|js|mjs)$/.test(entry) && !entry.endsWith('.d.ts') ? [path] : [];
  });
}

/** Every module specifier a file imports or re-exports, static or dynamic, as TypeScript reads them. */
export function importSpecifiers(file: string): string[] {
  const info = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  return info.importedFiles.map((imported) => imported.fileName);
}

const candidateSuffixes = ['', '.ts', '.tsx', '.mts', '.js', '.mjs', '/index.ts', '/index.tsx'];

/** The file a specifier resolves to, or undefined when it is not a file of the repository. */
export function resolveFile(base: string): string | undefined {
  for (const suffix of candidateSuffixes) {
    const candidate = base + suffix;
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

/** How a package maps its path aliases to folders, e.g. `@/` -> web/src. */
export type Aliases = Array<{ prefix: string; target: string }>;

export function resolveImport(file: string, specifier: string, aliases: Aliases = []): string | undefined {
  if (specifier.startsWith('.')) return resolveFile(resolve(dirname(file), specifier));
  const alias = aliases.find(({ prefix }) => specifier.startsWith(prefix));
  return alias ? resolveFile(join(alias.target, specifier.slice(alias.prefix.length))) : undefined;
}

export interface ImportGraph {
  files: string[];
  /** For each file (repository path), the repository files it imports. */
  edges: Map<string, string[]>;
}

export function importGraph(dirs: string[], aliases: Aliases = []): ImportGraph {
  const files = dirs.flatMap((dir) => sourceFiles(dir));
  const edges = new Map<string, string[]>();
  for (const file of files) {
    const targets = importSpecifiers(file).flatMap((specifier) => {
      const target = resolveImport(file, specifier, aliases);
      return target ? [repoPath(target)] : [];
    });
    edges.set(repoPath(file), [...new Set(targets)]);
  }
  return { files: files.map(repoPath), edges };
}

/**
 * Every import circle of the graph, each as the path that closes it
 * (a -> b -> c -> a) followed by the other files tangled in it: the strongly
 * connected components with more than one member (Tarjan), plus files that
 * import themselves.
 */
export interface ImportCycle {
  /** The shortest circle through the component's first file: a -> b -> a. */
  path: string[];
  /** The component's other files, which take part in circles of their own with these. */
  tangled: string[];
}

export function importCycles(edges: Map<string, string[]>): ImportCycle[] {
  let counter = 0;
  const index = new Map<string, number>();
  const lowLink = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];

  const visit = (node: string) => {
    index.set(node, counter);
    lowLink.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        lowLink.set(node, Math.min(lowLink.get(node)!, lowLink.get(next)!));
      } else if (onStack.has(next)) {
        lowLink.set(node, Math.min(lowLink.get(node)!, index.get(next)!));
      }
    }
    if (lowLink.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || (edges.get(node) ?? []).includes(node)) components.push(component);
    }
  };
  for (const node of edges.keys()) if (!index.has(node)) visit(node);
  return components.map((component) => {
    const path = closingPath(component, edges);
    return { path, tangled: component.filter((member) => !path.includes(member)).sort() };
  });
}

/** One circle through every member's component, shown as a path that starts and ends at the same node. */
function closingPath(component: string[], edges: Map<string, string[]>): string[] {
  const members = new Set(component);
  const start = [...component].sort()[0]!;
  // Breadth-first from start back to start inside the component: the shortest circle through it.
  const previous = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift()!;
    for (const next of edges.get(node) ?? []) {
      if (!members.has(next)) continue;
      if (next === start) {
        const path = [start];
        for (let step: string | undefined = node; step !== undefined && step !== start; step = previous.get(step)) path.splice(1, 0, step);
        return [...path, start];
      }
      if (!previous.has(next)) {
        previous.set(next, node);
        queue.push(next);
      }
    }
  }
  return [...component, start];
}

/** The graph between groups of files (layers, features): an edge when any file of one imports any file of the other. */
export function groupGraph(edges: Map<string, string[]>, groupOf: (file: string) => string | undefined): Map<string, string[]> {
  const groups = new Map<string, Set<string>>();
  for (const [file, targets] of edges) {
    const from = groupOf(file);
    if (!from) continue;
    if (!groups.has(from)) groups.set(from, new Set());
    for (const target of targets) {
      const to = groupOf(target);
      if (to && to !== from) groups.get(from)!.add(to);
    }
  }
  return new Map([...groups].map(([group, targets]) => [group, [...targets]]));
}
