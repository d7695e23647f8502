import type { Address } from '@chipmart/generated/internal/model/index';
import { describe, expect, it } from 'vitest';
import { addressInput, addressProblems, draftFromAddress, emptyAddressDraft, SHIPPING, takeDistrict } from './address-rules.ts';

const filled = {
  ...emptyAddressDraft(SHIPPING, '82'),
  contact_name: 'Stefan Brandl',
  telephone: '+49 821 455 2391',
  email_address: 'lager@schmidt-elektronik.de',
  city: 'Augsburg',
  postal_code: '86150',
  address_ln1: 'Haunstetter Str. 112',
};

describe('address rules', () => {
  it('name every required field left empty', () => {
    expect(Object.keys(addressProblems(emptyAddressDraft(SHIPPING), undefined)).sort()).toEqual(['address_ln1', 'city', 'contact_name', 'country_id', 'email_address', 'telephone']);
  });

  it('accept a complete German address without a state', () => {
    expect(addressProblems(filled, 'DE')).toEqual({});
  });

  it('ask for the state where carriers need one, and for the province in China', () => {
    expect(addressProblems(filled, 'US').state).toBe('Carriers need the state or province for this country');
    expect(addressProblems(filled, 'CN').state).toBe('Choose the province');
  });

  it('refuse a telephone with letters and an e-mail without a domain', () => {
    const problems = addressProblems({ ...filled, telephone: 'call me', email_address: 'lager@' }, 'DE');
    expect(problems.telephone).toMatch(/country prefix/);
    expect(problems.email_address).toBe('Enter a valid email address');
  });

  it('say the limit of a field typed too long', () => {
    expect(addressProblems({ ...filled, contact_name: 'x'.repeat(65) }, 'DE').contact_name).toBe('At most 64 characters');
  });
});

describe('the address sent and read back', () => {
  it('trims the text and writes a picked district before the street', () => {
    const body = addressInput({ ...filled, contact_name: '  Li Wei ', state: 'Guangdong', city: 'Shenzhen', district: 'Nanshan', address_ln1: 'Keyuan Rd 15', country_id: '44' });
    expect(body).toMatchObject({ contact_name: 'Li Wei', country_id: 44, state: 'Guangdong', city: 'Shenzhen', address_ln1: 'Nanshan Keyuan Rd 15', is_default: false });
  });

  it('finds the district of a saved Chinese address again when its city lists it', () => {
    const saved = { address_ln1: 'Nanshan Keyuan Rd 15' } as Address;
    const draft = takeDistrict({ ...draftFromAddress({ ...filled, ...saved, address_id: 1, type_id: 1, country_id: 44, country_name: 'China', is_default: true } as Address) }, ['Futian', 'Nanshan']);
    expect(draft.district).toBe('Nanshan');
    expect(draft.address_ln1).toBe('Keyuan Rd 15');
    expect(addressInput(draft).address_ln1).toBe('Nanshan Keyuan Rd 15');
  });
});
