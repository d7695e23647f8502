import { useState } from 'react';
import { m } from '$paraglide/messages.js';
import { useSearchSubmit } from '@/features/search/use-search-submit.ts';
import { LocalLink } from '@/ui/LocalLink.tsx';

/** A large search with a BOM shortcut beside it, for buyers who order whole bills of materials. */
export function SearchBox() {
  const [keywords, setKeywords] = useState('');
  const submit = useSearchSubmit();
  return (
    <div className="search-inland">
      <form role="search" className="search-box" onSubmit={(event) => (event.preventDefault(), submit(keywords))}>
        <input aria-label={m.search_label()} type="search" value={keywords} onChange={(event) => setKeywords(event.currentTarget.value)} placeholder={m.search_placeholder()} />
        <button type="submit" className="button button-primary">
          {m.search_submit()}
        </button>
      </form>
      <LocalLink to="/bom" className="button">
        {m.page_bom()}
      </LocalLink>
    </div>
  );
}
