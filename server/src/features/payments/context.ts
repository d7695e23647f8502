import type { PaymentAdapters } from './adapters.ts';
import type { PaymentsDeps } from './deps.ts';

/** What every provider module is built from: the feature's deps and the configured adapters. */
export interface PaymentsContext extends PaymentsDeps {
  adapters: PaymentAdapters;
}
