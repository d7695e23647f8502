import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { createPersistentStore, useStore } from './store.ts';

const isCount = (value: unknown): value is number => typeof value === 'number';

describe('a list kept in the browser on a page the server rendered', () => {
  it('hydrates as the server rendered it, then shows what the browser kept, without a hydration error', async () => {
    localStorage.setItem('hydration-test', '3');
    const store = createPersistentStore('hydration-test', 0, isCount);
    function Count() {
      return <span>{useStore(store)} parts</span>;
    }
    // The server cannot read localStorage: it renders the fallback.
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Count />).replace('3', '0');
    expect(container.textContent).toBe('0 parts');

    const onRecoverableError = vi.fn();
    await act(async () => {
      hydrateRoot(container, <Count />, { onRecoverableError });
    });
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(container.textContent).toBe('3 parts');
    localStorage.removeItem('hydration-test');
  });
});
