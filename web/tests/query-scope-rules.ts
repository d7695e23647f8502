import ts from 'typescript';

/**
 * The rules that keep every query keyed by what its answer depends on
 * (`src/platform/query-scope.ts`), read from a file's syntax tree:
 *
 * - a generated query hook (`useGetCartLists`) is never imported: it would
 *   key the answer by its parameters only;
 * - a generated `get…QueryOptions(…)` is handed straight to `scopedQuery` or
 *   `useScopedQuery` (as their options, or spread into them);
 * - options written by hand with a `queryKey` go straight to them too
 *   (optionally through React Query's `queryOptions` helper), except filters
 *   of queries to invalidate, refetch or cancel, which match by prefix;
 * - a generated `get…QueryKey(…)` appears only inside such options or filters.
 */

const SCOPING = new Set(['scopedQuery', 'useScopedQuery']);
/** Query client methods whose argument is a filter matching keys by prefix: an unscoped key reaches every scope. */
const FILTERS = new Set(['invalidateQueries', 'refetchQueries', 'cancelQueries', 'removeQueries', 'resetQueries', 'isFetching']);

export interface GeneratedHooks {
  /** Does this generated module export a query hook of this name? */
  isQueryHook: (module: string, name: string) => boolean;
}

const calleeName = (call: ts.CallExpression): string | undefined => {
  const callee = call.expression;
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  return undefined;
};

/** Is `node` the first argument of a call to one of `names`? */
function isFirstArgumentOf(node: ts.Node, names: Set<string>): boolean {
  const parent = node.parent;
  return Boolean(parent && ts.isCallExpression(parent) && parent.arguments[0] === node && names.has(calleeName(parent) ?? ''));
}

/** Options handed to the scope: straight, through `queryOptions(…)`, or spread into an object that is. */
function goesToScope(node: ts.Node): boolean {
  if (isFirstArgumentOf(node, SCOPING)) return true;
  const parent = node.parent;
  if (parent && ts.isCallExpression(parent) && calleeName(parent) === 'queryOptions' && parent.arguments[0] === node) return goesToScope(parent);
  if (parent && ts.isSpreadAssignment(parent) && ts.isObjectLiteralExpression(parent.parent)) return goesToScope(parent.parent);
  return false;
}

/** Does a call of `names` hold `node` somewhere in its arguments? */
function insideCallOf(node: ts.Node, names: Set<string>): boolean {
  for (let at: ts.Node | undefined = node.parent; at && !ts.isSourceFile(at); at = at.parent) {
    if (ts.isCallExpression(at) && names.has(calleeName(at) ?? '')) return true;
    if (ts.isFunctionLike(at)) return false;
  }
  return false;
}

export function unscopedQueries(fileName: string, source: string, generated: GeneratedHooks): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const problems: string[] = [];
  const where = (node: ts.Node) => `${fileName}:${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const fromGenerated = new Set<string>();

  for (const statement of file.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const module = statement.moduleSpecifier.text;
    if (!module.startsWith('@chipmart/generated/internal/hooks/')) continue;
    const bindings = statement.importClause?.namedBindings;
    if (!bindings || !ts.isNamedImports(bindings)) continue;
    for (const element of bindings.elements) {
      const name = (element.propertyName ?? element.name).text;
      fromGenerated.add(element.name.text);
      if (generated.isQueryHook(module, name)) problems.push(`${where(element)} imports the generated query hook ${name}: use useScopedQuery(get…QueryOptions(…))`);
    }
  }

  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && fromGenerated.has(node.expression.text)) {
      const name = node.expression.text;
      if (/^get\w+QueryOptions$/.test(name) && !goesToScope(node)) {
        problems.push(`${where(node)} calls ${name} outside scopedQuery / useScopedQuery`);
      }
      if (/^get\w+QueryKey$/.test(name) && !insideCallOf(node, new Set([...SCOPING, ...FILTERS]))) {
        problems.push(`${where(node)} builds a key with ${name} outside scoped options or a filter`);
      }
    }
    if (ts.isObjectLiteralExpression(node) && node.properties.some((property) => property.name && ts.isIdentifier(property.name) && property.name.text === 'queryKey')) {
      if (!goesToScope(node) && !isFirstArgumentOf(node, FILTERS)) problems.push(`${where(node)} writes a queryKey that does not go through scopedQuery / useScopedQuery`);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return problems;
}
