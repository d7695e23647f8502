import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { documents, repoRoot, type DocumentName } from './support/documents.ts';

interface LintTotals {
  totals: { errors: number; warnings: number; ignored: number };
  problems: Array<{ ruleId: string; message: string; location: Array<{ pointer?: string; source?: { ref?: string } }> }>;
}

function lint(name: DocumentName): LintTotals {
  // redocly exits non-zero on errors; the JSON report is on stdout either way.
  let stdout: string;
  try {
    stdout = execFileSync(join(repoRoot, 'node_modules/.bin/redocly'), ['lint', name, '--config', 'redocly.yaml', '--format', 'json', '--max-problems', '1000'], {
      cwd: repoRoot,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  } catch (error) {
    stdout = (error as { stdout: string }).stdout;
  }
  return JSON.parse(stdout.slice(stdout.indexOf('{'))) as LintTotals;
}

describe('both documents lint clean under the strict rules, examples included', () => {
  it.each(Object.keys(documents) as DocumentName[])('the %s document has no errors and no warnings', (name) => {
    const report = lint(name);
    const problems = report.problems.map((problem) => `${problem.ruleId}: ${problem.message} at ${problem.location[0]?.source?.ref ?? ''}${problem.location[0]?.pointer ?? ''}`);
    expect(problems).toEqual([]);
    expect(report.totals.errors + report.totals.warnings).toBe(0);
    // Redocly resolves the whole document in a child process: minutes, not seconds, on a busy two-core machine.
  }, 180_000);
});
