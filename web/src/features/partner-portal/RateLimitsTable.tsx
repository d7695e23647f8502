import { m } from '$paraglide/messages.js';
import { partnerFacts } from './partner-facts.ts';
import type { PartnerRateLimit } from './partner-facts.types.ts';

const callLabel = (limit: PartnerRateLimit) => (limit.call ? <code>{limit.call}</code> : limit.allCalls ? m.partnerPortal_rateAllCalls() : m.partnerPortal_rateOtherCalls());

/** The partner document's rate limits (read at build time): which calls, how many per window, counted per what. */
export function RateLimitsTable() {
  return (
    <div className="portal-table" tabIndex={0} role="region" aria-label={m.partnerPortal_rateTable()}>
      <table>
        <thead>
          <tr>
            <th scope="col">{m.partnerPortal_rateCall()}</th>
            <th scope="col">{m.partnerPortal_rateLimit()}</th>
            <th scope="col">{m.partnerPortal_rateCountedBy()}</th>
          </tr>
        </thead>
        <tbody>
          {partnerFacts.rateLimits.map((limit) => (
            <tr key={`${limit.call}-${limit.per}-${limit.allCalls}`}>
              <th scope="row">{callLabel(limit)}</th>
              <td>{m.partnerPortal_rateCalls({ calls: limit.calls, seconds: partnerFacts.rateLimitWindowSeconds })}</td>
              <td>{limit.per === 'token' ? m.partnerPortal_ratePerToken() : m.partnerPortal_ratePerAddress()}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
