import { getListBomLinePartsQueryOptions } from '@chipmart/generated/internal/hooks/bom/bom';
import type { BomLine } from '@chipmart/generated/internal/model/index';
import { listBomLinePartsQueryKeywordMax } from '@chipmart/generated/internal/zod';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { m } from '$paraglide/messages.js';
import { useScopedQuery } from '@/platform/query-scope.ts';
import { LoadFailed } from '@/shared/LoadFailed.tsx';
import { Dialog } from '@/ui/Dialog.tsx';
import { LoadingText } from '@/ui/LoadingText.tsx';
import { LocalLink } from '@/ui/LocalLink.tsx';
import { useDebouncedValue } from '@/ui/use-debounced-value.ts';
import { countText } from './bom-figures.ts';
import { doubtText, matchKindLabel, matchKindText, partMatchTypeText } from './bom-words.ts';

/** How long the keyword box waits for typing to stop before asking again. */
const KEYWORD_DEBOUNCE_MS = 300;

interface Props {
  line: BomLine | undefined;
  onClose: () => void;
  /** Resolves true once the line uses the part. */
  onPick: (line: BomLine, goodsId: number) => Promise<boolean>;
}

/**
 * Other catalog parts for a line (listBomLineParts), best first, each with
 * how it matches and what to check; a keyword corrects a mistyped part
 * number. Picking one makes it the line's part (changeBomLinePart).
 */
export function PartOptionsDialog({ line, onClose, onPick }: Props) {
  const [keyword, setKeyword] = useState('');
  const [picking, setPicking] = useState<number>();
  const settled = useDebouncedValue(keyword.trim(), KEYWORD_DEBOUNCE_MS);
  const sourceId = line?.source_id ?? 0;
  const parts = useScopedQuery(
    getListBomLinePartsQueryOptions({ source_id: sourceId, ...(settled ? { keyword: settled } : {}) }, { query: { enabled: line !== undefined, placeholderData: keepPreviousData } }),
  );
  if (!line) return null;

  const pick = async (goodsId: number) => {
    setPicking(goodsId);
    const done = await onPick(line, goodsId);
    setPicking(undefined);
    if (done) onClose();
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={m.bom_partsTitle({ line: line.line_no, part: line.source.part_number })} description={m.bom_partsDescription()} width={760}>
      <div className="field">
        <label htmlFor="bom-parts-keyword" className="field-label">
          {m.bom_partsKeyword()}
        </label>
        <input
          id="bom-parts-keyword"
          className="input"
          type="search"
          maxLength={listBomLinePartsQueryKeywordMax}
          placeholder={line.source.part_number}
          value={keyword}
          onChange={(event) => setKeyword(event.currentTarget.value)}
        />
      </div>
      {parts.isError && !parts.data ? (
        <LoadFailed onRetry={() => void parts.refetch()} />
      ) : !parts.data ? (
        <p>
          <LoadingText />
        </p>
      ) : parts.data.lists.length === 0 ? (
        <p className="bom-hint" role="status">
          {m.bom_partsNone()}
        </p>
      ) : (
        <ul className={parts.isPlaceholderData ? 'bom-options bom-lines-stale' : 'bom-options'} aria-busy={parts.isPlaceholderData || undefined}>
          {parts.data.lists.map((option) => (
            <li key={option.goods.goods_id} className="bom-option" data-testid="bom-part-option">
              <div className="bom-cell-stack">
                <LocalLink to={option.goods.goods_page_url} className="bom-part">
                  {option.goods.part_number}
                </LocalLink>
                <span className="bom-muted">{[option.goods.brand_name, option.goods.package, option.goods.description].filter(Boolean).join(' · ')}</span>
                <span>{m.bom_optionStock({ stock: countText(option.goods.stock, option.goods), days: option.goods.lead_time_days })}</span>
              </div>
              <div className="bom-cell-stack">
                <span className={`bom-kind bom-kind-${option.match_kind}`}>{matchKindLabel[option.match_kind]()}</span>
                <span>{matchKindText[option.match_kind]()}</span>
                <span className="bom-muted">{partMatchTypeText(option.match_type)}</span>
                {option.doubts.length > 0 && (
                  <ul className="bom-doubts" aria-label={m.bom_doubtsLabel()}>
                    {option.doubts.map((doubt) => (
                      <li key={doubt}>{doubtText[doubt]()}</li>
                    ))}
                  </ul>
                )}
              </div>
              <div>
                {option.is_current ? (
                  <span className="bom-tag bom-tag-ok">{m.bom_current()}</span>
                ) : (
                  <button
                    type="button"
                    className="button button-primary bom-small"
                    disabled={picking !== undefined}
                    aria-busy={picking === option.goods.goods_id || undefined}
                    aria-label={m.bom_usePartOf({ part: option.goods.part_number })}
                    onClick={() => void pick(option.goods.goods_id)}
                  >
                    {m.bom_usePart()}
                  </button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
