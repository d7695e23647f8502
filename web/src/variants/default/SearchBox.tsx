import { useId, useState } from 'react';
import { m } from '$paraglide/messages.js';
import { useSearchSubmit } from '@/features/search/use-search-submit.ts';
import { Icon } from '@/ui/Icon.tsx';

/** A wide part-number search with its button inside the field. */
export function SearchBox() {
  const [keywords, setKeywords] = useState('');
  const submit = useSearchSubmit();
  const inputId = useId();
  return (
    <form role="search" className="search-box search-default" onSubmit={(event) => (event.preventDefault(), submit(keywords))}>
      <label htmlFor={inputId} className="visually-hidden">
        {m.search_label()}
      </label>
      <input id={inputId} type="search" value={keywords} onChange={(event) => setKeywords(event.currentTarget.value)} placeholder={m.search_placeholder()} />
      <button type="submit" className="button button-primary">
        <Icon name="search" />
        <span>{m.search_submit()}</span>
      </button>
    </form>
  );
}
