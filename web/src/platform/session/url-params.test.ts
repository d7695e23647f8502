import { ApiError } from '@chipmart/client';
import { describe, expect, it, vi } from 'vitest';
import { chosenCurrencyStore } from '@/platform/currency/currency-store.ts';
import { profile } from '../../../tests/fixtures.ts';
import { sessionStore, signOut, storeToken } from './session-store.ts';
import { adoptUrlParams } from './url-params.ts';

const at = (searchStr: string) => ({ pathname: '/de/shoppingcart', searchStr, hash: '' });

describe('connectT', () => {
  it('becomes the token when none exists, is verified with the profile, then leaves the URL', async () => {
    signOut();
    const fetchProfile = vi.fn(async () => profile);
    const outcome = await adoptUrlParams(at('?connectT=tok_partner_abc&page=2'), fetchProfile);
    expect(fetchProfile).toHaveBeenCalledOnce();
    expect(sessionStore.get()).toMatchObject({ token: 'tok_partner_abc', userInfo: { email: profile.email } });
    expect(outcome).toEqual({ kind: 'replace', href: '/de/shoppingcart?page=2' });
    signOut();
  });

  it('does not replace an existing token', async () => {
    storeToken('tok_mine');
    const fetchProfile = vi.fn(async () => profile);
    await adoptUrlParams(at('?connectT=tok_other'), fetchProfile);
    expect(fetchProfile).not.toHaveBeenCalled();
    expect(sessionStore.get().token).toBe('tok_mine');
    signOut();
  });

  it('drops a token the server rejects and reports the expired session', async () => {
    signOut();
    const outcome = await adoptUrlParams(at('?connectT=tok_dead'), async () => {
      throw new ApiError(4001, 'Your session has expired', 401);
    });
    expect(sessionStore.get().token).toBeUndefined();
    expect(outcome).toEqual({ kind: 'sessionExpired' });
  });
});

describe('webSource', () => {
  it('is stripped, and coming from the inland site switches prices to USD', async () => {
    chosenCurrencyStore.set({ code: 'CNY', symbol: '¥' });
    const outcome = await adoptUrlParams(at('?webSource=inland'), async () => profile);
    expect(chosenCurrencyStore.get()).toEqual({ code: 'USD', symbol: '$' });
    expect(outcome).toEqual({ kind: 'replace', href: '/de/shoppingcart' });
  });

  it('from elsewhere only leaves the URL', async () => {
    chosenCurrencyStore.set({ code: 'EUR', symbol: '€' });
    await adoptUrlParams(at('?webSource=newsletter'), async () => profile);
    expect(chosenCurrencyStore.get().code).toBe('EUR');
  });

  it('leaves URLs without these parameters alone', async () => {
    expect(await adoptUrlParams(at('?keywords=LM358'), async () => profile)).toEqual({ kind: 'keep' });
  });
});
