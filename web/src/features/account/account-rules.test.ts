import { describe, expect, it } from 'vitest';
import { profile } from '../../../tests/fixtures.ts';
import { apiApplyBody, apiApplyProblems } from './api-apply-rules.ts';
import { creditApplyBody, creditApplyProblems, type CreditApplyDraft } from './credit-apply-rules.ts';
import { confirmEmailProblems, newEmailProblems } from './email-change-rules.ts';
import { newPasswordRules, passwordChangeProblems } from './password-rules.ts';
import { profileChanges, profileDraftOf, profileProblems } from './profile-rules.ts';

const metRules = (password: string, current = 'Old-Pass-1') => newPasswordRules(current).filter((rule) => rule.met(password)).map((rule) => rule.id);

describe('the new password rules', () => {
  it('tick length, letter, digit and difference one by one as the buyer types', () => {
    expect(metRules('')).toEqual([]);
    expect(metRules('abc')).toEqual(['letter', 'differs']);
    expect(metRules('abc1')).toEqual(['letter', 'digit', 'differs']);
    expect(metRules('abcdefg1')).toEqual(['length', 'letter', 'digit', 'differs']);
    expect(metRules('Old-Pass-1', 'Old-Pass-1')).toEqual(['length', 'letter', 'digit']);
    expect(metRules('a'.repeat(32) + '1')).toEqual(['letter', 'digit', 'differs']);
  });

  it('keep the change from being sent until every rule is met and both new passwords match', () => {
    expect(passwordChangeProblems({ current: '', next: '', repeat: '' })).toEqual({
      current: 'Enter your current password',
      next: 'Enter a new password',
    });
    expect(passwordChangeProblems({ current: 'Old-Pass-1', next: 'newpassword', repeat: 'newpassword' })).toEqual({
      next: 'The new password does not meet every rule below',
    });
    expect(passwordChangeProblems({ current: 'Old-Pass-1', next: 'New-Pass-2', repeat: 'New-Pass-3' })).toEqual({ repeat: 'The two new passwords differ' });
    expect(passwordChangeProblems({ current: 'Old-Pass-1', next: 'New-Pass-2', repeat: 'New-Pass-2' })).toEqual({});
  });
});

describe('the profile form', () => {
  it('sends only the fields the buyer changed, trimmed, and clears the country with null', () => {
    const saved = profileDraftOf(profile);
    expect(profileChanges(saved, saved)).toEqual({});
    expect(profileChanges({ ...saved, contactName: ' Anna Keller-Roth ', countryId: '' }, saved)).toEqual({ contact_name: 'Anna Keller-Roth', country_id: null });
    expect(profileChanges({ ...saved, countryId: '276' }, saved)).toEqual({ country_id: 276 });
  });

  it('asks for a contact name and a telephone with digits', () => {
    const saved = profileDraftOf(profile);
    expect(profileProblems({ ...saved, contactName: '  ', telephone: 'call me' })).toEqual({
      contactName: 'This field is required',
      telephone: 'Enter a telephone number with digits',
    });
    expect(profileProblems({ ...saved, companyTitle: 'x'.repeat(65) })).toEqual({ companyTitle: 'At most 64 characters' });
  });
});

describe('the e-mail change', () => {
  it('refuses an invalid address and the one already used before asking for a code', () => {
    expect(newEmailProblems('anna@', profile.email)).toEqual({ email: 'Enter a valid e-mail address' });
    expect(newEmailProblems(profile.email.toUpperCase(), profile.email)).toEqual({ email: 'This is already your sign-in address' });
    expect(newEmailProblems('einkauf@kellertronic.de', profile.email)).toEqual({});
  });

  it('needs the 6-digit code and the current password', () => {
    expect(confirmEmailProblems({ email: 'a@b.de', code: '12345', password: '' })).toEqual({
      code: 'The code has 6 digits',
      password: 'Enter your current password',
    });
    expect(confirmEmailProblems({ email: 'a@b.de', code: ' 123456 ', password: 'x' })).toEqual({});
  });
});

describe('the credit application', () => {
  const draft: CreditApplyDraft = { companyName: 'Kellertronic GmbH', amount: '25.000,50', currency: 'EUR', monthlyVolume: '18,000', references: '', remark: 'Customer since 2021' };

  it('reads amounts as people type them and sends them as numbers', () => {
    expect(creditApplyProblems(draft)).toEqual({});
    expect(creditApplyBody(draft)).toEqual({
      company_name: 'Kellertronic GmbH',
      requested_amount: 25000.5,
      currency_code: 'EUR',
      expected_monthly_volume: 18000,
      trade_references: '',
      remark: 'Customer since 2021',
    });
  });

  it('names the limit range, cents and the missing payment record', () => {
    expect(creditApplyProblems({ ...draft, amount: '200', monthlyVolume: '12.345', remark: '' })).toEqual({
      amount: 'Enter a number from 500 to 5000000',
      monthlyVolume: 'At most 2 decimals',
      references: 'Tell us about your payment record here or in the remark',
    });
    expect(creditApplyProblems({ ...draft, amount: 'lots' }).amount).toBe('Enter a number');
  });
});

describe('the API access application', () => {
  it('needs a use case of 20 characters and a volume, and leaves empty optional fields out', () => {
    const draft = { companyName: 'Kellertronic GmbH', website: '', useCase: 'Stock checks', volume: '' as const, dailyCalls: '' };
    expect(apiApplyProblems(draft)).toEqual({ useCase: 'Describe the integration in at least 20 characters', volume: 'Choose the expected volume' });
    const ready = { ...draft, useCase: 'Nightly stock and price checks of our BOM', volume: '10k_50k' as const, dailyCalls: '1,200' };
    expect(apiApplyProblems(ready)).toEqual({});
    expect(apiApplyBody(ready)).toEqual({ company_name: 'Kellertronic GmbH', use_case: 'Nightly stock and price checks of our BOM', expected_volume: '10k_50k', expected_daily_calls: 1200 });
    expect(apiApplyProblems({ ...ready, website: 'kellertronic.de' })).toEqual({ website: 'Enter a web address starting with http:// or https://' });
  });
});
