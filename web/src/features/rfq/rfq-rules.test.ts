import { ApiError } from '@chipmart/client';
import { describe, expect, it } from 'vitest';
import { contactProblems, deliveryDateProblem, emptyContactDraft, listProblem, readQuantity, readTargetPrice, rfqRequest } from './rfq-rules.ts';
import { rfqSuccessPath, rfqSuccessSearchSchema } from './rfq-success.ts';
import { contactFromProfile, describeSendFailure } from './rfq-send.ts';
import { rfqStore, updateRfqItem } from './rfq-store.ts';

const filled = {
  contact_name: 'Sofia Marchetti',
  company_name: 'Marchetti Automazione S.r.l.',
  email: 's.marchetti@marchetti-automazione.it',
  telephone: '+39 02 8909 4412',
  country_id: '108',
  remark: '',
};

describe('RFQ contact form', () => {
  it('asks for name, company, email, phone and country, and not for remarks', () => {
    expect(Object.keys(contactProblems(emptyContactDraft)).sort()).toEqual(['company_name', 'contact_name', 'country_id', 'email', 'telephone']);
    expect(contactProblems(filled)).toEqual({});
  });

  it('says how to fix an email address that is not one', () => {
    expect(contactProblems({ ...filled, email: 'marchetti.it' }).email).toBe('Enter a valid email address');
    expect(contactProblems({ ...filled, email: '  ' }).email).toBe('Enter an email address');
  });

  it('needs a phone number of 5 to 30 characters', () => {
    expect(contactProblems({ ...filled, telephone: '1234' }).telephone).toBe('Enter a phone number of 5 to 30 characters');
    expect(contactProblems({ ...filled, telephone: '+49 89 2180' }).telephone).toBeUndefined();
  });

  it('limits remarks to 1000 characters', () => {
    expect(contactProblems({ ...filled, remark: 'x'.repeat(1001) }).remark).toBe('Use at most 1000 characters');
  });

  it('sends trimmed fields, the country as its id and the list as kept', () => {
    const items = [{ part_number: 'LM358DR', qty: 100, target_price: 0.12, delivery_plan_date: '2027-1-05' }];
    expect(rfqRequest({ ...filled, contact_name: ' Sofia Marchetti ' }, items)).toEqual({ ...filled, country_id: 108, items });
  });

  it('is filled from a signed-in buyer’s profile', () => {
    const draft = contactFromProfile({ contact_name: 'Lars Nyberg', company_name: 'Nordtek', email: 'lars@nordtek.se', telephone: '+46 31 778 2040', country_id: 205 } as never);
    expect(draft).toEqual({ contact_name: 'Lars Nyberg', company_name: 'Nordtek', email: 'lars@nordtek.se', telephone: '+46 31 778 2040', country_id: '205', remark: '' });
  });
});

describe('RFQ lines', () => {
  it('take whole quantities of at least 1, with thousands separators', () => {
    expect(readQuantity('1,500')).toBe(1500);
    expect(readQuantity('250')).toBe(250);
    expect(readQuantity('0')).toBeUndefined();
    expect(readQuantity('2.5')).toBeUndefined();
    expect(readQuantity('ten')).toBeUndefined();
  });

  it('take a target price with a decimal comma or dot, or none', () => {
    expect(readTargetPrice('0,62')).toBe(0.62);
    expect(readTargetPrice('1.234,50')).toBe(1234.5);
    expect(readTargetPrice('')).toBeNull();
    expect(readTargetPrice('-1')).toBeUndefined();
  });

  it('refuse a delivery date in the past, and accept today', () => {
    const today = { year: 2026, month: 11, day: 22 };
    expect(deliveryDateProblem('2026-11-21', today)).toBe('Choose today or a later date');
    expect(deliveryDateProblem('2026-11-22', today)).toBeUndefined();
    expect(deliveryDateProblem(null, today)).toBeUndefined();
  });

  it('cannot be sent empty', () => {
    expect(listProblem([])).toBeDefined();
    expect(listProblem([{ part_number: 'LM358DR', qty: 1 }])).toBeUndefined();
  });

  it('keep an edited quantity, target price and date in the stored list', () => {
    rfqStore.set([{ part_number: 'LM358DR', qty: 1 }, { part_number: 'NE555DR', qty: 1 }]);
    updateRfqItem(1, { qty: 3000, target_price: 0.08, delivery_plan_date: '2027-2-15' });
    expect(JSON.parse(localStorage.getItem('RFQLIST')!)).toEqual([
      { part_number: 'LM358DR', qty: 1 },
      { part_number: 'NE555DR', qty: 3000, target_price: 0.08, delivery_plan_date: '2027-2-15' },
    ]);
  });
});

describe('RFQ send failures', () => {
  const items = [{ part_number: 'LM358DR', qty: 1 }, { part_number: 'NE555DR', qty: 0 }];

  it('put the server’s field messages next to their fields and name the part of a failing line', () => {
    const error = new ApiError(4220, 'email: invalid', 422, [
      { field: 'email', message: 'Invalid email address' },
      { field: 'items.1.qty', message: 'Must be at least 1' },
    ]);
    const failure = describeSendFailure(error, items);
    expect(failure.fieldProblems).toEqual({ email: 'Invalid email address' });
    expect(failure.lineProblems).toEqual(['Line 2 (NE555DR): Must be at least 1']);
  });

  it('say how long to wait when sending too often', () => {
    expect(describeSendFailure(new ApiError(4290, 'Too many', 429, [], 30), items).message).toContain('30 seconds');
  });

  it('say the server could not be reached when there is no answer', () => {
    expect(describeSendFailure(new TypeError('Failed to fetch'), items).message).toContain('cannot be reached');
  });
});

describe('RFQ success page link', () => {
  it('carries the RFQ number, line count and time through a reload', () => {
    const path = rfqSuccessPath({ rfq_sn: 'RFQ20261105000037', item_count: 3, create_time: '2026-11-05T07:12:48Z' });
    const search = Object.fromEntries(new URLSearchParams(path.split('?')[1]));
    // The router reads numbers in the query as numbers.
    expect(rfqSuccessSearchSchema({ ...search, item_count: Number(search.item_count) })).toEqual({
      rfq_sn: 'RFQ20261105000037',
      item_count: 3,
      create_time: '2026-11-05T07:12:48Z',
    });
  });

  it('reads its own validated value the same way again, as the router does', () => {
    const once = rfqSuccessSearchSchema({ rfq_sn: 'RFQ20261105000037', item_count: '3', create_time: '2026-11-05T07:12:48Z' });
    expect(rfqSuccessSearchSchema(once)).toEqual(once);
  });

  it('ignores values that are not an RFQ’s', () => {
    expect(rfqSuccessSearchSchema({ rfq_sn: '<script>', item_count: 'x' })).toEqual({});
    expect(rfqSuccessSearchSchema({ rfq_sn: 'R'.repeat(41), item_count: 0, create_time: '2026-11-05 07:12' })).toEqual({});
  });

  it('keeps a time given with its offset from UTC', () => {
    expect(rfqSuccessSearchSchema({ rfq_sn: 12345, create_time: '2026-11-05T10:12:48+03:00' })).toEqual({ rfq_sn: '12345', create_time: '2026-11-05T10:12:48+03:00' });
  });
});
