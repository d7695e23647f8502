import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useProgressPhase } from './use-progress-phase.ts';

describe('page-load progress bar', () => {
  afterEach(() => vi.useRealTimers());

  it('stays hidden for loads shorter than 200 ms', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ loading }) => useProgressPhase(loading), { initialProps: { loading: true } });
    act(() => vi.advanceTimersByTime(150));
    rerender({ loading: false });
    expect(result.current).toBe('idle');
  });

  it('shows after 200 ms of loading, fills when done, then disappears', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ loading }) => useProgressPhase(loading), { initialProps: { loading: true } });
    act(() => vi.advanceTimersByTime(200));
    expect(result.current).toBe('running');
    rerender({ loading: false });
    expect(result.current).toBe('done');
    act(() => vi.advanceTimersByTime(300));
    expect(result.current).toBe('idle');
  });
});
