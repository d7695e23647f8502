import { getGetSearchOptionsQueryOptions } from '@chipmart/generated/internal/hooks/catalog/catalog';
import { keepPreviousData } from '@tanstack/react-query';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useEffect, useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { SLOW_DATA_STALE_MS, TYPEAHEAD_DEBOUNCE_MS, TYPEAHEAD_PART_LIMIT } from '@/platform/constants.ts';
import { useScopedQuery } from '@/platform/query-scope.ts';
import { localizePath } from '@/platform/i18n/locale.ts';
import { useDebouncedValue } from '@/ui/use-debounced-value.ts';
import { moveActive, suggestionsOf, type Suggestion } from './suggestions.ts';
import { useSearchSubmit } from './use-search-submit.ts';

/**
 * The header search's combobox: suggestions from searchOption for what has
 * been typed (after a pause), arrow keys move through them
 * (aria-activedescendant keeps focus in the field), Enter opens the active
 * suggestion or searches for the text, Escape closes the list.
 */
export function useTypeahead() {
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // Suggestions are asked for once the visitor is in the field; a field filled in by the results page asks for none.
  const [engaged, setEngaged] = useState(false);
  const listId = useId();
  const navigate = useNavigate();
  const submitSearch = useSearchSubmit();
  // On the results page the field shows what was searched, also after a reload or a change of language.
  const searchedKeywords = useRouterState({ select: (state) => searchedOn(state.location) });
  useEffect(() => {
    if (searchedKeywords !== undefined) setText(searchedKeywords);
  }, [searchedKeywords]);

  const keyword = useDebouncedValue(text.trim(), TYPEAHEAD_DEBOUNCE_MS);
  const { data } = useScopedQuery(
    getGetSearchOptionsQueryOptions(
      { keyword, limit: TYPEAHEAD_PART_LIMIT },
      { query: { enabled: engaged && keyword.length > 0, staleTime: SLOW_DATA_STALE_MS, placeholderData: keepPreviousData } },
    ),
  );
  // Also not before: on the results page its filters hold the answer for the same words, which the list would render unseen.
  const suggestions = engaged && text.trim() && keyword ? suggestionsOf(data) : [];
  const expanded = open && suggestions.length > 0;
  const optionId = (index: number) => `${listId}-option-${index}`;

  function close() {
    setOpen(false);
    setActive(-1);
  }

  function choose(suggestion: Suggestion) {
    close();
    setText(suggestion.kind === 'part' ? suggestion.label : '');
    void navigate({ href: localizePath(suggestion.path) });
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      setActive(moveActive(expanded ? active : -1, suggestions.length, event.key === 'ArrowDown' ? 1 : -1));
    } else if (event.key === 'Escape' && expanded) {
      // The list closes first; a second Escape clears the field as search fields do.
      event.preventDefault();
      close();
    } else if (event.key === 'Enter' && expanded && suggestions[active]) {
      event.preventDefault();
      choose(suggestions[active]);
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    close();
    submitSearch(text);
  }

  return {
    onSubmit,
    inputProps: {
      type: 'search' as const,
      role: 'combobox' as const,
      autoComplete: 'off',
      'aria-autocomplete': 'list' as const,
      'aria-expanded': expanded,
      'aria-controls': listId,
      'aria-activedescendant': expanded && active >= 0 ? optionId(active) : undefined,
      value: text,
      onChange: (event: { currentTarget: HTMLInputElement }) => {
        setText(event.currentTarget.value);
        setEngaged(true);
        setOpen(true);
        setActive(-1);
      },
      onKeyDown,
      onFocus: () => {
        setEngaged(true);
        setOpen(true);
      },
      onBlur: close,
    },
    listProps: { id: listId, expanded, suggestions, active, optionId, onChoose: choose, onHover: setActive },
  };
}

/** The keywords of the /s page in any language, or undefined elsewhere. */
function searchedOn(location: { pathname: string; search: unknown }): string | undefined {
  if (!/^(\/[a-z]{2})?\/s\/?$/.test(location.pathname)) return undefined;
  const keywords = (location.search as { keywords?: unknown }).keywords;
  return keywords === undefined || keywords === null ? '' : String(keywords);
}

export type TypeaheadListProps = ReturnType<typeof useTypeahead>['listProps'];
