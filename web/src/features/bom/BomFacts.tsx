import type { BomDetail } from '@chipmart/generated/internal/model/index';
import { m } from '$paraglide/messages.js';
import { countText, totalText } from './bom-figures.ts';

/** The BOM's totals as getBom (or the last change) answered them. */
export function BomFacts({ detail }: { detail: BomDetail }) {
  const count = (value: number) => countText(value, detail);
  const facts: [string, string, string][] = [
    ['lines', m.bom_factLines(), count(detail.line_count)],
    ['matched', m.bom_factMatched(), count(detail.matched_count)],
    ['doubtful', m.bom_factDoubtful(), count(detail.doubtful_count)],
    ['unmatched', m.bom_factUnmatched(), count(detail.unmatched_count)],
    ['no-stock', m.bom_factNoStock(), count(detail.no_stock_count)],
    ['dnp', m.bom_factDnp(), count(detail.dnp_count)],
    ['ignored', m.bom_factIgnored(), count(detail.ignored_count)],
    ['lead-time', m.bom_factLeadTime(), detail.longest_lead_time_days === null ? m.bom_factNone() : m.bom_days({ days: detail.longest_lead_time_days })],
    ['total', m.bom_factTotal({ currency: detail.currency_code }), totalText(detail.total_price, detail)],
  ];
  return (
    <dl className="bom-facts" aria-label={m.bom_factsLabel()}>
      {facts.map(([key, label, value]) => (
        <div key={key} className={`bom-fact bom-fact-${key}`} data-testid={`bom-fact-${key}`}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
