import { describe, expect, it } from 'vitest';
import { emptyRegistration, registrationFieldOf, registrationProblems, settlementBody, splitList, type RegistrationDraft } from './registration-rules.ts';

const filled: RegistrationDraft = {
  company_name: ' Shenzhen Hengxin Electronics Co., Ltd. ',
  registration_number: '91440300MA5FK2XQ3L',
  country_id: '45',
  company_address: 'Room 1208, SEG Plaza, 1002 Huaqiang North Road, Shenzhen',
  contact_name: 'Chen Wei',
  email: 'sales@hx-components.com',
  telephone: '+86 755 8327 6610',
  captcha: '518204',
  main_products: 'Microcontrollers\n\nMLCC capacitors; Power ICs',
  main_manufacturers: 'Murata Manufacturing Co., Ltd.\nSTMicroelectronics',
  supply_types: ['stock'],
  website: '',
  remark: '',
};

describe('the supplier application rules', () => {
  it('name every required field of an empty form, the licence included', () => {
    const problems = registrationProblems(emptyRegistration, undefined);
    expect(Object.keys(problems).sort()).toEqual(
      ['captcha', 'company_address', 'company_name', 'contact_name', 'country_id', 'email', 'license_file_id', 'main_manufacturers', 'main_products', 'registration_number', 'supply_types', 'telephone'].sort(),
    );
  });

  it('accept a complete application with its licence', () => {
    expect(registrationProblems(filled, 'lic_01JD4Q7M3X9TQ8R2V6ZB5K1HNE')).toEqual({});
  });

  it('ask for the 6 digits of the code, a full website address and a telephone with digits', () => {
    const problems = registrationProblems({ ...filled, captcha: '51820', website: 'www.hx-components.com', telephone: '(---) ----' }, 'lic_x');
    expect(problems.captcha).toBe('The code is the 6 digits from the e-mail');
    expect(problems.website).toContain('https://');
    expect(problems.telephone).toContain('country code');
  });

  it('read one product or brand a line, keeping the commas of company names', () => {
    expect(splitList(filled.main_products)).toEqual(['Microcontrollers', 'MLCC capacitors', 'Power ICs']);
    expect(splitList(filled.main_manufacturers)).toEqual(['Murata Manufacturing Co., Ltd.', 'STMicroelectronics']);
  });

  it('send the application trimmed, with the country as a number and no empty website or remark', () => {
    const body = settlementBody(filled, 'lic_01JD4Q7M3X9TQ8R2V6ZB5K1HNE');
    expect(body).toMatchObject({ company_name: 'Shenzhen Hengxin Electronics Co., Ltd.', country_id: 45, license_file_id: 'lic_01JD4Q7M3X9TQ8R2V6ZB5K1HNE', supply_types: ['stock'] });
    expect(body).not.toHaveProperty('website');
    expect(body).not.toHaveProperty('remark');
  });

  it('put the server’s word on a list item next to its list', () => {
    expect(registrationFieldOf('main_products.2')).toBe('main_products');
    expect(registrationFieldOf('license_file_id')).toBe('license_file_id');
    expect(registrationFieldOf('Lang')).toBeUndefined();
  });
});
