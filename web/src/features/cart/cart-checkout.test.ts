import { describe, expect, it } from 'vitest';
import { checkoutBlock } from './cart-checkout.ts';

const line = (part_number: string, selected: boolean, cart_status: 0 | 1 | 2 | 3 = 0) => ({ part_number, selected, cart_status });

describe('checkout', () => {
  it('waits while no line is ticked', () => {
    expect(checkoutBlock([line('LM358DR', false)])).toEqual({ reason: 'nothingTicked' });
  });

  it('waits while a ticked line cannot be bought, naming it', () => {
    expect(checkoutBlock([line('LM358DR', true), line('ESP32-WROOM-32E', true, 2), line('NE555DR', false, 1)])).toEqual({
      reason: 'cannotBuy',
      parts: ['ESP32-WROOM-32E'],
    });
  });

  it('starts when every ticked line can be bought, whatever the unticked ones are', () => {
    expect(checkoutBlock([line('LM358DR', true), line('NE555DR', false, 1)])).toBeUndefined();
  });
});
