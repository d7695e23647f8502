import { describe, expect, it } from 'vitest';
import { submitSupplierSettlementBody } from '@chipmart/generated/internal/zod';
import { isEmailAddress, isWebAddress } from './text-formats.ts';

describe('the format checks forms run as the user types', () => {
  const emails = ['buyer@chipmart.example', 'li.wei+orders@pearl-river-ems.example', 'a@b', 'no-at-sign.example', 'two@@signs.example', 'space in@name.example', 'trailing.dot@example.', ''];

  it('take exactly the e-mail addresses the contract takes', () => {
    for (const email of emails) expect(isEmailAddress(email), email).toBe(submitSupplierSettlementBody.shape.email.safeParse(email).success);
  });

  it('take http and https addresses with a host and refuse the rest', () => {
    expect(isWebAddress('https://www.chipmart.example/about')).toBe(true);
    expect(isWebAddress('http://hoffmann-messtechnik.example')).toBe(true);
    expect(isWebAddress('www.chipmart.example')).toBe(false);
    expect(isWebAddress('mailto:sales@chipmart.example')).toBe(false);
    expect(isWebAddress('ftp://files.chipmart.example')).toBe(false);
    expect(isWebAddress('https://')).toBe(false);
  });
});
