import { expect, it } from 'vitest';
import { nextOpenType } from './drawer-store.ts';

it('opening a drawer panel closes the others', () => {
  expect(nextOpenType('rfq', 'cart')).toBe('cart');
  expect(nextOpenType('none', 'compare')).toBe('compare');
});

it('clicking the open panel closes the drawer', () => {
  expect(nextOpenType('cart', 'cart')).toBe('none');
});
