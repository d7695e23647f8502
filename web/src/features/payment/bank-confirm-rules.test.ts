import { describe, expect, it } from 'vitest';
import { bankConfirmBody, bankConfirmProblems, localToday } from './bank-confirm-rules.ts';

const blank = { reference: '', payerName: '', paidAmount: '', transferDate: '' };

describe('reporting a bank transfer', () => {
  it('asks for the bank reference and nothing else', () => {
    expect(Object.keys(bankConfirmProblems(blank, '2026-11-27'))).toEqual(['reference']);
    expect(bankConfirmProblems({ ...blank, reference: 'DEUTDEFF20261127A7731' }, '2026-11-27')).toEqual({});
  });

  it('refuses an amount that is not a positive number and a transfer dated in the future', () => {
    const problems = bankConfirmProblems({ reference: 'REF1', payerName: '', paidAmount: 'abc', transferDate: '2026-12-01' }, '2026-11-27');
    expect(Object.keys(problems).sort()).toEqual(['paidAmount', 'transferDate']);
    expect(bankConfirmProblems({ ...blank, reference: 'REF1', paidAmount: '0' }, '2026-11-27').paidAmount).toBeDefined();
  });

  it('sends only what was filled in, the amount read as typed and the date as the contract writes it', () => {
    expect(bankConfirmBody('CM2611270001', { ...blank, reference: '  REF1 ' })).toEqual({ order_sn: 'CM2611270001', remittance_reference: 'REF1' });
    expect(bankConfirmBody('CM2611270001', { reference: 'REF1', payerName: 'Schmidt Elektronik GmbH', paidAmount: '1.330,50', transferDate: '2026-3-05' })).toEqual({
      order_sn: 'CM2611270001',
      remittance_reference: 'REF1',
      payer_name: 'Schmidt Elektronik GmbH',
      paid_amount: 1330.5,
      transfer_date: '2026-03-05',
    });
  });

  it('writes today in the buyer calendar', () => {
    expect(localToday(new Date(2026, 2, 5, 10))).toBe('2026-03-05');
  });
});
