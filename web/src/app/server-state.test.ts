import { describe, expect, it } from 'vitest';
import { readServerState, serverStateScript } from './server-state.ts';

describe('the state a server-rendered page carries', () => {
  it('survives answers that contain markup, without closing its script element early', () => {
    const state = { queries: { mutations: [], queries: [{ queryKey: ['news'], queryHash: 'x', state: { data: '</script><script>alert(1)</script>' } }] } };
    const script = serverStateScript(state as never);
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    document.body.innerHTML = script;
    expect(readServerState(document)).toEqual(state);
  });

  it('is absent from a page the browser renders alone', () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(readServerState(document)).toBeUndefined();
  });
});
