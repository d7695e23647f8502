import type { UserApiApplyInput, UserApiVolume } from '@chipmart/generated/internal/model/index';
import {
  applyForApiAccessBodyCompanyNameMax,
  applyForApiAccessBodyCompanyWebsiteMax,
  applyForApiAccessBodyExpectedDailyCallsMax,
  applyForApiAccessBodyUseCaseMax,
  applyForApiAccessBodyUseCaseMin,
} from '@chipmart/generated/internal/zod';
import { m } from '$paraglide/messages.js';
import { parseNumber } from '@/platform/lib/parse-number.ts';
import { amountProblem, optionalText, requiredText, websiteProblem, type FieldProblems } from './form-rules.ts';

/** UserApiApplyInput.expected_daily_calls has minimum 1, which the generated zod names no constant for. */
const DAILY_CALLS_MIN = 1;

export interface ApiApplyDraft {
  companyName: string;
  website: string;
  useCase: string;
  volume: UserApiVolume | '';
  dailyCalls: string;
}

export type ApiApplyField = keyof ApiApplyDraft;

export function apiApplyProblems(draft: ApiApplyDraft): FieldProblems<ApiApplyField> {
  const problems: FieldProblems<ApiApplyField> = {};
  const companyName = requiredText(draft.companyName, applyForApiAccessBodyCompanyNameMax);
  if (companyName) problems.companyName = companyName;
  const website = websiteProblem(draft.website, applyForApiAccessBodyCompanyWebsiteMax);
  if (website) problems.website = website;
  const useCase = draft.useCase.trim();
  if (useCase.length < applyForApiAccessBodyUseCaseMin) problems.useCase = m.account_useCaseTooShort({ min: applyForApiAccessBodyUseCaseMin });
  else {
    const tooLong = optionalText(useCase, applyForApiAccessBodyUseCaseMax);
    if (tooLong) problems.useCase = tooLong;
  }
  if (draft.volume === '') problems.volume = m.account_volumeRequired();
  const dailyCalls = amountProblem(draft.dailyCalls, { min: DAILY_CALLS_MIN, max: applyForApiAccessBodyExpectedDailyCallsMax, decimals: 0, required: false });
  if (dailyCalls) problems.dailyCalls = dailyCalls;
  return problems;
}

/** The body of POST /api/user/applyApi; optional fields left empty are left out. */
export function apiApplyBody(draft: ApiApplyDraft): UserApiApplyInput {
  const website = draft.website.trim();
  const dailyCalls = draft.dailyCalls.trim();
  return {
    company_name: draft.companyName.trim(),
    use_case: draft.useCase.trim(),
    expected_volume: draft.volume as UserApiVolume,
    ...(website ? { company_website: website } : {}),
    ...(dailyCalls ? { expected_daily_calls: parseNumber(dailyCalls) } : {}),
  };
}

/** The contract's fields, as this form names them. */
export const apiApplyFieldOf: Record<string, ApiApplyField> = {
  company_name: 'companyName',
  company_website: 'website',
  use_case: 'useCase',
  expected_volume: 'volume',
  expected_daily_calls: 'dailyCalls',
};
