import type { UserCreditApplyInput } from '@chipmart/generated/internal/model/index';
import {
  applyForCreditBodyCompanyNameMax,
  applyForCreditBodyExpectedMonthlyVolumeMax,
  applyForCreditBodyRemarkMax,
  applyForCreditBodyRequestedAmountMax,
  applyForCreditBodyRequestedAmountMin,
  applyForCreditBodyTradeReferencesMax,
} from '@chipmart/generated/internal/zod';
import { m } from '$paraglide/messages.js';
import { parseNumber } from '@/platform/lib/parse-number.ts';
import { amountProblem, optionalText, requiredText, type FieldProblems } from './form-rules.ts';

/** UserCreditApplyInput: amounts are multiples of 0.01, the monthly volume at least 1 (no generated constant for it). */
const AMOUNT_DECIMALS = 2;
const MONTHLY_VOLUME_MIN = 1;

export interface CreditApplyDraft {
  companyName: string;
  amount: string;
  currency: string;
  monthlyVolume: string;
  references: string;
  remark: string;
}

export type CreditApplyField = keyof CreditApplyDraft;

export function creditApplyProblems(draft: CreditApplyDraft): FieldProblems<CreditApplyField> {
  const problems: FieldProblems<CreditApplyField> = {};
  const companyName = requiredText(draft.companyName, applyForCreditBodyCompanyNameMax);
  if (companyName) problems.companyName = companyName;
  const amount = amountProblem(draft.amount, { min: applyForCreditBodyRequestedAmountMin, max: applyForCreditBodyRequestedAmountMax, decimals: AMOUNT_DECIMALS, required: true });
  if (amount) problems.amount = amount;
  if (draft.currency === '') problems.currency = m.account_currencyRequired();
  const volume = amountProblem(draft.monthlyVolume, { min: MONTHLY_VOLUME_MIN, max: applyForCreditBodyExpectedMonthlyVolumeMax, decimals: AMOUNT_DECIMALS, required: true });
  if (volume) problems.monthlyVolume = volume;
  const references = optionalText(draft.references, applyForCreditBodyTradeReferencesMax);
  if (references) problems.references = references;
  const remark = optionalText(draft.remark, applyForCreditBodyRemarkMax);
  if (remark) problems.remark = remark;
  // The review needs something about the company's payment record, in one of the two.
  if (!references && !remark && draft.references.trim() === '' && draft.remark.trim() === '') problems.references = m.account_referencesOrRemark();
  return problems;
}

export function creditApplyBody(draft: CreditApplyDraft): UserCreditApplyInput {
  return {
    company_name: draft.companyName.trim(),
    requested_amount: parseNumber(draft.amount),
    currency_code: draft.currency,
    expected_monthly_volume: parseNumber(draft.monthlyVolume),
    trade_references: draft.references.trim(),
    remark: draft.remark.trim(),
  };
}

export const creditApplyFieldOf: Record<string, CreditApplyField> = {
  company_name: 'companyName',
  requested_amount: 'amount',
  currency_code: 'currency',
  expected_monthly_volume: 'monthlyVolume',
  trade_references: 'references',
  remark: 'remark',
};
