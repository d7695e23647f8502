import { RfqState } from '@chipmart/generated/internal/model/index';
import { m } from '$paraglide/messages.js';

/** An RFQ's state in words (the API gives a number). */
export function rfqStateText(state: RfqState): string {
  switch (state) {
    case RfqState.Submitted:
      return m.rfqHistory_stateSubmitted();
    case RfqState.Quoted:
      return m.rfqHistory_stateQuoted();
    case RfqState.Closed:
      return m.rfqHistory_stateClosed();
    case RfqState.Ordered:
      return m.rfqHistory_stateOrdered();
    case RfqState.Expired:
      return m.rfqHistory_stateExpired();
  }
}
