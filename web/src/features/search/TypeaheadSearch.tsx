import type { ReactNode } from 'react';
import { m } from '$paraglide/messages.js';
import { TypeaheadList } from './TypeaheadList.tsx';
import { useTypeahead } from './use-typeahead.ts';

/**
 * The header's part-number search with type-ahead. Each variant keeps its
 * own look through the form's class and the submit button it passes in.
 * `label` names the search landmark, so that two on one page (header and
 * home hero) can be told apart.
 */
export function TypeaheadSearch({ formClassName, label, children }: { formClassName: string; label: string; children: ReactNode }) {
  const { onSubmit, inputProps, listProps } = useTypeahead();
  return (
    <div className="typeahead">
      <form role="search" aria-label={label} className={formClassName} onSubmit={onSubmit}>
        <input {...inputProps} aria-label={m.search_label()} placeholder={m.search_placeholder()} />
        {children}
      </form>
      <TypeaheadList {...listProps} />
    </div>
  );
}
