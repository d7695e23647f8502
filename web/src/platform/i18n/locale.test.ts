import { expect, it, vi } from 'vitest';
import { getLocale } from '$paraglide/runtime.js';
import { applyLocale } from './locale.ts';

it('remembers the chosen language in the lang cookie for 365 days and sets the page language', () => {
  const writes: string[] = [];
  const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
  vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
    writes.push(value);
    descriptor.set!.call(document, value);
  });
  applyLocale('jp');
  expect(writes).toEqual([`lang=jp; Max-Age=${365 * 86_400}; Path=/; SameSite=Lax`]);
  expect(getLocale()).toBe('jp');
  expect(document.documentElement.lang).toBe('ja');
  vi.restoreAllMocks();
  applyLocale('en');
});

it('leaves the page language alone when it is already right, since writing it restyles the whole page', async () => {
  applyLocale('en');
  const changes: MutationRecord[] = [];
  const observer = new MutationObserver((records) => changes.push(...records));
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] });
  applyLocale('en');
  await Promise.resolve();
  expect(changes).toEqual([]);
  applyLocale('jp');
  await Promise.resolve();
  expect(changes).toHaveLength(1);
  observer.disconnect();
  applyLocale('en');
});
