import { ApiError } from '@chipmart/client';
import { describe, expect, it } from 'vitest';
import { readFailure } from './api-failure.ts';

const fieldOf = (field: string) => (field === 'email' ? 'email' : undefined);

describe('a failed supplier call', () => {
  it('puts the messages of the form’s fields next to them and says the rest in one sentence', () => {
    const error = new ApiError(4220, 'email: taken', 422, [
      { field: 'email', message: 'This address already applied' },
      { field: 'Lang', message: 'Unknown language' },
    ]);
    expect(readFailure(error, fieldOf)).toEqual({ fields: { email: 'This address already applied' }, message: 'Unknown language' });
  });

  it('keeps the wait a 429 names, for the countdown', () => {
    expect(readFailure(new ApiError(4290, 'Try again in 42 seconds', 429, [], 42), fieldOf)).toEqual({ fields: {}, message: 'Try again in 42 seconds', retryAfter: 42 });
  });

  it('says the server did not answer when no envelope came back', () => {
    expect(readFailure(new TypeError('fetch failed'), fieldOf).message).toContain('No answer from the server');
  });
});
