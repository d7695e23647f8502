import { describe, expect, it, vi } from 'vitest';
import { startTimers } from '../src/platform/timers.ts';

describe('server timers', () => {
  it('run due work again and again, never two rounds of one timer at once, and go on after a failing round', async () => {
    let active = 0;
    let mostAtOnce = 0;
    let rounds = 0;
    const log = vi.fn();
    let finishRound: (() => void) | undefined;
    const timers = startTimers(
      [
        {
          name: 'slow-work',
          everyMs: 5,
          runDue: async () => {
            active += 1;
            rounds += 1;
            mostAtOnce = Math.max(mostAtOnce, active);
            if (rounds === 2) {
              active -= 1;
              throw new Error('database went away');
            }
            // Each round lasts until the test lets it end, while the interval keeps firing.
            await new Promise<void>((resolve) => (finishRound = resolve));
            active -= 1;
            return 1;
          },
        },
      ],
      { now: () => new Date(), log },
    );
    for (let round = 0; round < 4; round++) {
      await vi.waitFor(() => expect(finishRound).toBeDefined());
      const finish = finishRound!;
      finishRound = undefined;
      finish();
    }
    await timers.stop();
    expect(mostAtOnce).toBe(1);
    expect(rounds).toBeGreaterThanOrEqual(4);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('slow-work failed, retrying next round: database went away'));
    expect(log).toHaveBeenCalledWith('slow-work: 1 handled');
  });

  it('stop waits for a round in progress and starts no new one', async () => {
    vi.useFakeTimers();
    let rounds = 0;
    let release: (() => void) | undefined;
    const timers = startTimers([{ name: 'one', everyMs: 5, runDue: () => new Promise<number>((resolve) => { rounds += 1; release = () => resolve(0); }) }], {
      now: () => new Date(),
      log: () => {},
    });
    await vi.advanceTimersByTimeAsync(5);
    expect(release).toBeDefined();
    let done = false;
    const stopped = timers.stop().then(() => (done = true));
    await vi.advanceTimersByTimeAsync(50);
    expect(done).toBe(false);
    release!();
    await stopped;
    await vi.advanceTimersByTimeAsync(100);
    expect(rounds).toBe(1);
    vi.useRealTimers();
  });
});
