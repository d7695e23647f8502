import { describe, expect, it } from 'vitest';
import { loginSearchSchema, loginValidateSearchSchema } from './login-search.ts';

describe('login links', () => {
  it('keep the page to return to and the tab to open', () => {
    expect(loginSearchSchema({ redirect: '/myaccount', method: 'code' })).toEqual({ redirect: '/myaccount', method: 'code' });
  });

  it('drop an unknown tab or a return page that is not text instead of failing the page', () => {
    expect(loginSearchSchema({ redirect: 42, method: 'sms' })).toEqual({});
  });

  it('carry the trimmed address the code went to, and drop an empty one', () => {
    expect(loginValidateSearchSchema({ email: ' buyer@chipmart.example ', redirect: '/rfq' })).toEqual({ email: 'buyer@chipmart.example', redirect: '/rfq' });
    expect(loginValidateSearchSchema({ email: '   ' })).toEqual({});
  });

  it('read their own validated value the same way again, as the router does', () => {
    const once = loginValidateSearchSchema({ email: ' buyer@chipmart.example ', redirect: '/rfq' });
    expect(loginValidateSearchSchema(once)).toEqual(once);
  });
});
