import { describe, expect, it } from 'vitest';
import { blankRegisterDraft, registerBody, registerProblems, type RegisterDraft } from './register-rules.ts';

const filled: RegisterDraft = {
  ...blankRegisterDraft,
  code: ' 402917 ',
  password: 'Hanbit2026secure',
  contactName: ' Jiwoo Park ',
  companyName: 'Hanbit Technology Co., Ltd.',
  countryId: '116',
  agreeTerms: true,
};

describe('registration rules', () => {
  it('name every missing required field, and only those', () => {
    expect(Object.keys(registerProblems(blankRegisterDraft))).toEqual(['code', 'password', 'contactName', 'companyName', 'countryId', 'agreeTerms']);
    expect(registerProblems(filled)).toEqual({});
  });

  it('refuse a code that is not six digits and names of only spaces', () => {
    expect(registerProblems({ ...filled, code: '4029' }).code).toBe('The code has 6 digits');
    expect(registerProblems({ ...filled, companyName: '   ' }).companyName).toBe('Fill in this field');
  });

  it('take a telephone only with digits and the usual signs, within its length', () => {
    expect(registerProblems({ ...filled, telephone: '+82 31 8017-2250' }).telephone).toBeUndefined();
    expect(registerProblems({ ...filled, telephone: 'call me' }).telephone).toBe('Enter digits, spaces and + ( ) - only, with the country code');
    expect(registerProblems({ ...filled, telephone: '1'.repeat(33) }).telephone).toBe('At most 32 characters');
  });

  it('send the address proved, trimmed texts, and leave out optional fields left empty', () => {
    expect(registerBody('j.park@hanbit-tech.co.kr', filled)).toEqual({
      email: 'j.park@hanbit-tech.co.kr',
      captcha: '402917',
      password: 'Hanbit2026secure',
      contact_name: 'Jiwoo Park',
      company_name: 'Hanbit Technology Co., Ltd.',
      country_id: 116,
      telephone: undefined,
      company_title: undefined,
      company_address: undefined,
      agree_terms: true,
      subscribe_newsletter: false,
    });
  });
});
