import { expect, it } from 'vitest';
import { toUrlSlug } from './slug.ts';

it('turns special symbols into dashes for use in URLs', () => {
  expect(toUrlSlug('LM358 / SOIC-8')).toBe('LM358-SOIC-8');
  expect(toUrlSlug('Capacitors (MLCC) & Arrays')).toBe('Capacitors-MLCC-Arrays');
  expect(toUrlSlug('  #STM32F103C8T6?  ')).toBe('STM32F103C8T6');
  expect(toUrlSlug('集成电路 IC')).toBe('集成电路-IC');
});
