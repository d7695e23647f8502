import { m } from '$paraglide/messages.js';
import { HighlightedText } from '@/shared/goods/HighlightedText.tsx';
import { formatPieces } from '@/shared/goods/goods-figures.ts';
import { useQueryScope } from '@/platform/query-scope.ts';
import type { Suggestion, SuggestionKind } from './suggestions.ts';
import type { TypeaheadListProps } from './use-typeahead.ts';
import './search.css';

const groupTitle: Record<SuggestionKind, () => string> = {
  part: m.search_groupParts,
  manufacturer: m.search_groupManufacturers,
  category: m.search_groupCategories,
};

function note(suggestion: Suggestion, currency: string): string | undefined {
  if (suggestion.note === undefined) return undefined;
  return typeof suggestion.note === 'number' ? m.search_categoryPartCount({ count: formatPieces(suggestion.note, currency) }) : suggestion.note;
}

/** The suggestions under the header search field, grouped by kind; the field keeps focus (aria-activedescendant). */
export function TypeaheadList({ id, expanded, suggestions, active, optionId, onChoose, onHover }: TypeaheadListProps) {
  const { currency } = useQueryScope();
  const kinds = (['part', 'manufacturer', 'category'] as const).filter((kind) => suggestions.some((entry) => entry.kind === kind));
  return (
    <>
      <div id={id} role="listbox" aria-label={m.search_suggestions()} className="typeahead-list" hidden={!expanded} onMouseDown={(event) => event.preventDefault()}>
        {kinds.map((kind) => (
          <div key={kind} role="group" aria-labelledby={`${id}-${kind}`}>
            <div id={`${id}-${kind}`} role="presentation" className="typeahead-group-label">
              {groupTitle[kind]()}
            </div>
            {suggestions.map((suggestion, index) =>
              suggestion.kind === kind ? (
                <div
                  key={suggestion.key}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === active}
                  className="typeahead-option"
                  onClick={() => onChoose(suggestion)}
                  onMouseMove={() => index !== active && onHover(index)}
                >
                  <span>
                    <HighlightedText text={suggestion.label} ranges={suggestion.ranges} />
                  </span>
                  {suggestion.note !== undefined && <span className="typeahead-note">{note(suggestion, currency)}</span>}
                </div>
              ) : null,
            )}
          </div>
        ))}
      </div>
      <p className="visually-hidden" role="status">
        {expanded ? m.search_suggestionCount({ count: suggestions.length }) : ''}
      </p>
    </>
  );
}
