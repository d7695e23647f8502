/**
 * Work the server does on its own when it falls due (unpaid orders expiring,
 * shipped orders completing, bills being issued). What is due lives in the
 * database; `runDue` claims due rows with FOR UPDATE SKIP LOCKED, so several
 * server processes on one PostgreSQL never handle the same row twice.
 */
export interface Timer {
  name: string;
  /** How often the server looks for due work. */
  everyMs: number;
  /** Handles what is due at `now`; returns how many records it handled. */
  runDue: (now: Date) => Promise<number>;
}

export interface RunningTimers {
  stop: () => Promise<void>;
}

/** Runs each timer every `everyMs`, never overlapping itself; a failure is logged and retried next round. */
export function startTimers(timers: readonly Timer[], options: { now: () => Date; log: (line: string) => void }): RunningTimers {
  let stopped = false;
  const running = new Set<Promise<unknown>>();
  const handles = timers.map((timer) => {
    let busy = false;
    const tick = () => {
      if (busy || stopped) return;
      busy = true;
      const round = timer
        .runDue(options.now())
        .then((handled) => {
          if (handled > 0) options.log(`${timer.name}: ${handled} handled`);
        })
        .catch((error: unknown) => options.log(`${timer.name} failed, retrying next round: ${error instanceof Error ? error.message : String(error)}`))
        .finally(() => {
          busy = false;
          running.delete(round);
        });
      running.add(round);
    };
    const handle = setInterval(tick, timer.everyMs);
    handle.unref();
    return handle;
  });
  return {
    stop: async () => {
      stopped = true;
      for (const handle of handles) clearInterval(handle);
      await Promise.allSettled([...running]);
    },
  };
}

/** The same timers, each looking for due work every `everyMs` instead of its own interval (TIMER_EVERY_MS); unchanged without it. */
export function timersEvery(timers: readonly Timer[], everyMs: number | undefined): readonly Timer[] {
  return everyMs === undefined ? timers : timers.map((timer) => ({ ...timer, everyMs }));
}
