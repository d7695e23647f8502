import { deleteBoms } from '@chipmart/generated/internal/hooks/bom/bom';
import { BomState, type BomSummary } from '@chipmart/generated/internal/model/index';
import { listBomsQueryKeywordMax } from '@chipmart/generated/internal/zod';
import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { m } from '$paraglide/messages.js';
import { TOAST_ERROR_DURATION_MS } from '@/platform/constants.ts';
import { LoadFailed } from '@/shared/LoadFailed.tsx';
import { Pager } from '@/shared/pager/Pager.tsx';
import { pageCount } from '@/shared/pager/page-window.ts';
import { EmptyState } from '@/ui/EmptyState.tsx';
import { LoadingText } from '@/ui/LoadingText.tsx';
import { LocalLink } from '@/ui/LocalLink.tsx';
import { showToast } from '@/ui/toast-store.ts';
import { bomFailureText } from './bom-failure.ts';
import { bomMoment, countText, totalText } from './bom-figures.ts';
import { BOM_LIST_PAGE_SIZE, type BomListSearch } from './bom-list-search.ts';
import { useBomList, useRefreshBomList } from './bom-queries.ts';
import { bomStateText } from './bom-words.ts';
import { LazyConfirmDialog, LazyDuplicateDialog } from './lazy-dialogs.ts';
import { RenameBom } from './RenameBom.tsx';
import './bom.css';

/** The name filter: sent on Enter or with its button, which puts it in the URL from page 1. */
function KeywordForm({ keyword }: { keyword: string | undefined }) {
  const [typed, setTyped] = useState(keyword ?? '');
  const navigate = useNavigate();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = typed.trim();
    void navigate({ to: '.', search: (() => ({ ...(next ? { keyword: next } : {}) })) as never });
  };
  return (
    <form className="bom-list-search" role="search" onSubmit={submit}>
      <label htmlFor="bom-list-keyword" className="visually-hidden">
        {m.bom_listKeyword()}
      </label>
      <input id="bom-list-keyword" className="input" type="search" maxLength={listBomsQueryKeywordMax} placeholder={m.bom_listKeyword()} value={typed} onChange={(event) => setTyped(event.currentTarget.value)} />
      <button type="submit" className="button">
        {m.bom_listSearch()}
      </button>
    </form>
  );
}

function BomCard({ bom, onDuplicate, onDelete }: { bom: BomSummary; onDuplicate: () => void; onDelete: () => void }) {
  const refresh = useRefreshBomList();
  return (
    <li className="bom-card" data-testid="bom-card">
      <div className="bom-card-head">
        <LocalLink to={`/bom/${bom.bom_id}`} className="bom-card-name">
          {bom.bom_name}
        </LocalLink>
        <span className={`bom-state bom-state-${bom.state}`}>{bomStateText(bom.state)}</span>
        {bom.state === BomState.Matched && <span className="bom-card-total">{totalText(bom.total_price, bom)}</span>}
      </div>
      <p className="bom-muted">
        {m.bom_listFacts({
          lines: countText(bom.line_count, bom),
          matched: countText(bom.matched_count, bom),
          doubtful: countText(bom.doubtful_count, bom),
          sets: countText(bom.set_count, bom),
        })}
      </p>
      <p className="bom-muted">{m.bom_updatedAt({ updated: bomMoment(bom.updated_time) })}</p>
      <div className="bom-actions">
        <LocalLink to={`/bom/${bom.bom_id}`} className="button bom-small" aria-label={m.bom_openOf({ name: bom.bom_name })}>
          {m.bom_open()}
        </LocalLink>
        <RenameBom bomId={bom.bom_id} name={bom.bom_name} onRenamed={refresh} />
        <button type="button" className="button bom-small" aria-label={m.bom_duplicateOf({ name: bom.bom_name })} onClick={onDuplicate}>
          {m.bom_duplicate()}
        </button>
        <button type="button" className="button bom-small bom-danger" aria-label={m.bom_deleteBomOf({ name: bom.bom_name })} onClick={onDelete}>
          {m.bom_deleteBom()}
        </button>
      </div>
    </li>
  );
}

/** /myaccount/bom-list: the buyer's BOMs, newest first, by name and page (both in the URL), each to open, rename, copy for another set count or delete. */
export function BomListPage({ search }: { search: BomListSearch }) {
  const boms = useBomList({ page: search.page ?? 1, page_size: BOM_LIST_PAGE_SIZE, ...(search.keyword ? { keyword: search.keyword } : {}) });
  const refresh = useRefreshBomList();
  const [copying, setCopying] = useState<BomSummary>();
  const [deleting, setDeleting] = useState<BomSummary>();

  const remove = async () => {
    if (!deleting) return true;
    try {
      await deleteBoms({ ids: [deleting.bom_id] });
      showToast(m.bom_deleted({ name: deleting.bom_name }));
      await refresh();
      return true;
    } catch (error) {
      showToast(bomFailureText(error), 'error', TOAST_ERROR_DURATION_MS);
      return false;
    }
  };

  return (
    <section className="account-card bom-list" aria-labelledby="bom-list-title">
      <div className="bom-title-row">
        <h2 id="bom-list-title" className="account-card-title">
          {m.bom_listTitle()}
        </h2>
        <LocalLink to="/bom" className="button button-primary">
          {m.bom_listUpload()}
        </LocalLink>
      </div>
      <KeywordForm key={search.keyword ?? ''} keyword={search.keyword} />
      {boms.isError && !boms.data ? (
        <LoadFailed onRetry={() => void boms.refetch()} />
      ) : !boms.data ? (
        <p>
          <LoadingText />
        </p>
      ) : boms.data.lists.length === 0 ? (
        search.keyword ? (
          <EmptyState type="search" />
        ) : (
          <p className="bom-hint">{m.bom_listNone()}</p>
        )
      ) : (
        <>
          <p className="bom-muted" aria-live="polite">
            {m.bom_listCount({ count: boms.data.total })}
          </p>
          <ul className={boms.isPlaceholderData ? 'bom-cards bom-lines-stale' : 'bom-cards'} aria-busy={boms.isPlaceholderData || undefined}>
            {boms.data.lists.map((bom) => (
              <BomCard key={bom.bom_id} bom={bom} onDuplicate={() => setCopying(bom)} onDelete={() => setDeleting(bom)} />
            ))}
          </ul>
          <Pager page={boms.data.page} lastPage={pageCount(boms.data.total, boms.data.page_size)} label={m.bom_listPager()} />
        </>
      )}
      <LazyDuplicateDialog
        key={copying?.bom_id}
        bom={copying}
        onClose={() => setCopying(undefined)}
        onCopied={async (created) => {
          showToast(m.bom_duplicated({ name: created.bom_name, sets: created.set_count }));
          await refresh();
        }}
      />
      <LazyConfirmDialog
        open={deleting !== undefined}
        onOpenChange={(open) => !open && setDeleting(undefined)}
        title={deleting ? m.bom_deleteBomTitle({ name: deleting.bom_name }) : ''}
        description={m.bom_deleteBomDescription()}
        confirmLabel={m.bom_deleteBom()}
        onConfirm={remove}
      />
    </section>
  );
}
