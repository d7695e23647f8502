import { BomLineMode, BomMatchState } from '@chipmart/generated/internal/model/index';
import { listBomLinesQueryKeywordMax } from '@chipmart/generated/internal/zod';
import { m } from '$paraglide/messages.js';
import { CheckboxField } from '@/ui/fields/CheckboxField.tsx';
import { SelectField } from '@/ui/fields/SelectField.tsx';
import type { LineFilters } from './bom-queries.ts';
import { lineModeText, matchStateText } from './bom-words.ts';

const ALL = 'all';
const STATES = [BomMatchState.Unmatched, BomMatchState.Exact, BomMatchState.Partial, BomMatchState.NoStock];
const MODES = [BomLineMode.Automatic, BomLineMode.Manual, BomLineMode.Ignored];

/** The lines table's filters: order (lines needing a look first by default), only those, match state, mode and a keyword. */
export function BomLineFilters({ filters, keyword, onChange, onKeyword }: { filters: LineFilters; keyword: string; onChange: (filters: LineFilters) => void; onKeyword: (keyword: string) => void }) {
  return (
    <div className="bom-filters" role="search" aria-label={m.bom_filtersLabel()}>
      <SelectField
        id="bom-filter-order"
        label={m.bom_filterOrder()}
        value={filters.order}
        options={[
          { value: 'doubtful_first', label: m.bom_orderDoubtfulFirst() },
          { value: 'line', label: m.bom_orderLine() },
        ]}
        onValueChange={(value) => onChange({ ...filters, order: value === 'line' ? 'line' : 'doubtful_first' })}
      />
      <SelectField
        id="bom-filter-state"
        label={m.bom_filterState()}
        value={filters.matchState === undefined ? ALL : String(filters.matchState)}
        options={[{ value: ALL, label: m.bom_filterAll() }, ...STATES.map((state) => ({ value: String(state), label: matchStateText(state) }))]}
        onValueChange={(value) => onChange({ ...filters, matchState: value === ALL ? undefined : (Number(value) as BomMatchState) })}
      />
      <SelectField
        id="bom-filter-mode"
        label={m.bom_filterMode()}
        value={filters.matchMode === undefined ? ALL : String(filters.matchMode)}
        options={[{ value: ALL, label: m.bom_filterAll() }, ...MODES.map((mode) => ({ value: String(mode), label: lineModeText(mode) }))]}
        onValueChange={(value) => onChange({ ...filters, matchMode: value === ALL ? undefined : (Number(value) as BomLineMode) })}
      />
      <div className="field">
        <label htmlFor="bom-filter-keyword" className="field-label">
          {m.bom_filterKeyword()}
        </label>
        <input id="bom-filter-keyword" className="input" type="search" maxLength={listBomLinesQueryKeywordMax} value={keyword} onChange={(event) => onKeyword(event.currentTarget.value)} />
      </div>
      <CheckboxField id="bom-filter-doubtful" label={m.bom_filterDoubtful()} checked={filters.doubtful} onCheckedChange={(doubtful) => onChange({ ...filters, doubtful })} />
    </div>
  );
}
