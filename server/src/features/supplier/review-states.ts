import { conflict } from '../../platform/http/errors.ts';
import { supplierMessages } from './messages.ts';

/**
 * The review of a supplier application and of an excess list, as one
 * transition table: state, event -> next state. Both start pending; the
 * operator decides once. The table is applied by a conditional UPDATE
 * (`WHERE state = from`), so two operators deciding at once cannot both win.
 */
export const REVIEW_STATES = { pending: 0, approved: 1, refused: 2 } as const;
export type ReviewState = (typeof REVIEW_STATES)[keyof typeof REVIEW_STATES];

export type ReviewEvent = 'approve' | 'refuse';

export const REVIEW_TRANSITIONS: Record<ReviewEvent, { from: ReviewState; to: ReviewState }> = {
  approve: { from: REVIEW_STATES.pending, to: REVIEW_STATES.approved },
  refuse: { from: REVIEW_STATES.pending, to: REVIEW_STATES.refused },
};

/** Applications that block another one for the same account, address or company. */
export const OPEN_STATES = [REVIEW_STATES.pending, REVIEW_STATES.approved] as const;

export const reviewStateName = (state: number) => (['pending', 'approved', 'refused'] as const)[state] ?? `state ${state}`;

/** The 409 for an event the record's state does not allow. */
export const illegalReview = (state: number) => conflict(supplierMessages.notPending, { state: reviewStateName(state) });
