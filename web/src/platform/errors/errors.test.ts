import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@chipmart/client';
import { isChunkLoadError, reloadForChunkError } from './chunk-reload.ts';
import { errorStatus } from './error-status.ts';

describe('route error status', () => {
  it('is the error own status', () => {
    expect(errorStatus(new ApiError(4030, 'Forbidden', 403))).toBe(403);
    expect(errorStatus({ statusCode: 404 })).toBe(404);
  });
  it('is 500 for anything else', () => {
    expect(errorStatus(new Error('boom'))).toBe(500);
    expect(errorStatus(undefined)).toBe(500);
  });
});

describe('failed route code download', () => {
  it('is recognised', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/about-x.js'))).toBe(true);
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
  });

  it('reloads the page at most once per 60 s', () => {
    const reload = vi.fn();
    const start = 1_763_817_600_000;
    expect(reloadForChunkError(sessionStorage, reload, start)).toBe(true);
    expect(reloadForChunkError(sessionStorage, reload, start + 59_000)).toBe(false);
    expect(reloadForChunkError(sessionStorage, reload, start + 61_000)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('does not reload while offline', () => {
    const reload = vi.fn();
    expect(reloadForChunkError(sessionStorage, reload, 1_763_817_600_000, false)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
