import { m } from '$paraglide/messages.js';
import { fieldLabel } from './ColumnMapping.tsx';
import type { RowProblem } from './excess-refusal.ts';

/**
 * What the server found wrong in rows the page does not show, in words, so
 * the supplier can fix the file and choose it again.
 */
export function RowProblems({ problems }: { problems: readonly RowProblem[] }) {
  if (problems.length === 0) return null;
  return (
    <div className="supplier-row-problems" role="alert" data-testid="excess-row-problems">
      <p className="supplier-problem">{m.supplier_rowProblemsTitle()}</p>
      <ul className="supplier-line-problems">
        {problems.map(({ row, field, problem }) => (
          <li key={`${row}-${field}`}>{m.supplier_lineProblem({ row, field: fieldLabel[field]?.() ?? field, problem })}</li>
        ))}
      </ul>
    </div>
  );
}
