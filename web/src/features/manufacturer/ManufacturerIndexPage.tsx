import { getListManufacturersQueryOptions } from '@chipmart/generated/internal/hooks/catalog/catalog';
import type { CatalogManufacturerInitial } from '@chipmart/generated/internal/model/index';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { m } from '$paraglide/messages.js';
import { LoadFailed } from '@/shared/LoadFailed.tsx';
import { Pager } from '@/shared/pager/Pager.tsx';
import { pageCount } from '@/shared/pager/page-window.ts';
import { formatPieces } from '@/shared/goods/goods-figures.ts';
import { useQueryScope, useScopedQuery } from '@/platform/query-scope.ts';
import { PageFrame } from '@/shared/PageFrame.tsx';
import { EmptyState } from '@/ui/EmptyState.tsx';
import { LocalLink } from '@/ui/LocalLink.tsx';
import { LoadingText } from '@/ui/LoadingText.tsx';
import { groupByInitial } from './manufacturer-groups.ts';
import { initialAnchor, MANUFACTURER_PAGE_SIZE, type ManufacturerIndexSearch } from './manufacturer-search.ts';
import './manufacturer.css';

const route = getRouteApi('/{-$lang}/manufacturer/');

/** Every manufacturer from A to Z, with a letter bar to jump to (or pick) a letter and a name filter. */
export function ManufacturerIndexPage() {
  const search = route.useSearch();
  const navigate = useNavigate();
  const { currency } = useQueryScope();
  const params = { ...(search.initial ? { initial: search.initial } : {}), ...(search.keyword ? { keyword: search.keyword } : {}), page: search.page ?? 1, page_size: MANUFACTURER_PAGE_SIZE };
  const list = useScopedQuery(getListManufacturersQueryOptions(params, { query: { placeholderData: (previous) => previous } }));
  const [draft, setDraft] = useState(search.keyword ?? '');
  const update = (change: Partial<ManufacturerIndexSearch>) =>
    void navigate({ to: '.', search: ((previous: ManufacturerIndexSearch) => ({ ...previous, ...change, page: undefined })) as never });

  const data = list.data;
  // With the whole list on one page a letter is a jump inside it; otherwise the letter narrows the list.
  const wholeListShown = Boolean(data && !search.initial && data.total <= data.lists.length);

  return (
    <PageFrame page="manufacturer">
      <form
        role="search"
        aria-label={m.manufacturer_keyword()}
        className="manufacturer-filter"
        onSubmit={(event) => {
          event.preventDefault();
          update({ keyword: draft.trim() || undefined });
        }}
      >
        <label htmlFor="manufacturer-keyword" className="field-label">
          {m.manufacturer_keyword()}
        </label>
        <span className="manufacturer-filter-row">
          <input id="manufacturer-keyword" className="input" type="search" maxLength={100} value={draft} onChange={(event) => setDraft(event.currentTarget.value)} />
          <button type="submit" className="button">
            {m.manufacturer_keywordSubmit()}
          </button>
        </span>
      </form>
      {data && <LetterBar initials={data.initials} selected={search.initial} jump={wholeListShown} count={(value) => formatPieces(value, currency)} />}
      {list.isError && !data ? (
        <LoadFailed onRetry={() => void list.refetch()} />
      ) : !data ? (
        <p className="listing-loading page-loading"><LoadingText /></p>
      ) : data.lists.length === 0 ? (
        <EmptyState type="search" height={240} />
      ) : (
        <div className={list.isFetching ? 'manufacturer-groups manufacturer-groups-loading' : 'manufacturer-groups'} aria-busy={list.isFetching}>
          {groupByInitial(data.lists).map((group) => (
            <section key={group.initial} id={initialAnchor(group.initial)} aria-labelledby={`${initialAnchor(group.initial)}-title`} className="manufacturer-group">
              <h2 id={`${initialAnchor(group.initial)}-title`} className="manufacturer-initial">
                {group.initial}
              </h2>
              <ul className="manufacturer-list">
                {group.entries.map((entry) => (
                  <li key={entry.manufacturer_id}>
                    <LocalLink to={entry.manufacturer_page_url} className="manufacturer-card">
                      {entry.logo ? <img src={entry.logo} alt="" width={96} height={36} loading="lazy" /> : <span className="manufacturer-logo-blank" aria-hidden="true" />}
                      <span className="manufacturer-name">{entry.name}</span>
                      <span className="manufacturer-meta">
                        {entry.country ? `${entry.country} · ` : ''}
                        {m.manufacturer_partsCount({ count: formatPieces(entry.goods_count, currency) })}
                      </span>
                    </LocalLink>
                  </li>
                ))}
              </ul>
            </section>
          ))}
          <Pager page={data.page} lastPage={pageCount(data.total, data.page_size)} label={m.manufacturer_pagerLabel()} />
        </div>
      )}
    </PageFrame>
  );
}

function LetterBar({ initials, selected, jump, count: format }: { initials: CatalogManufacturerInitial[]; selected: string | undefined; jump: boolean; count: (value: number) => string }) {
  return (
    <nav className="letter-bar" aria-label={m.manufacturer_letterBar()}>
      <ul>
        {!jump && (
          <li>
            <Link to="." search={((previous: ManufacturerIndexSearch) => ({ ...previous, initial: undefined, page: undefined })) as never} aria-current={selected ? undefined : 'page'}>
              {m.manufacturer_allLetters()}
            </Link>
          </li>
        )}
        {initials.map(({ initial, count }) => (
          <li key={initial}>
            {count === 0 ? (
              <span className="letter-empty" aria-disabled="true" title={m.manufacturer_letterEmpty({ initial })}>
                {initial}
              </span>
            ) : jump ? (
              <a href={`#${initialAnchor(initial)}`} aria-label={m.manufacturer_letterJump({ initial, count: format(count) })}>
                {initial}
              </a>
            ) : (
              <Link
                to="."
                search={((previous: ManufacturerIndexSearch) => ({ ...previous, initial, page: undefined })) as never}
                aria-current={selected === initial ? 'page' : undefined}
                aria-label={m.manufacturer_letterJump({ initial, count: format(count) })}
              >
                {initial}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
