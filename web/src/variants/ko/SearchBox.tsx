import { useState } from 'react';
import { m } from '$paraglide/messages.js';
import { useSearchSubmit } from '@/features/search/use-search-submit.ts';
import { Icon } from '@/ui/Icon.tsx';

/** A rounded search field with the icon button at its end. */
export function SearchBox() {
  const [keywords, setKeywords] = useState('');
  const submit = useSearchSubmit();
  return (
    <form role="search" className="search-box search-ko" onSubmit={(event) => (event.preventDefault(), submit(keywords))}>
      <input aria-label={m.search_label()} type="search" value={keywords} onChange={(event) => setKeywords(event.currentTarget.value)} placeholder={m.search_placeholder()} />
      <button type="submit" className="icon-button" aria-label={m.search_submit()}>
        <Icon name="search" />
      </button>
    </form>
  );
}
