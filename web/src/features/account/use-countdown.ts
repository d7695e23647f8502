import { useEffect, useState } from 'react';

export const SECOND_MS = 1_000;

/** Seconds left until `until` (ms since the epoch), ticking once a second; 0 once passed or without a time. */
export function useSecondsLeft(until: number | undefined): number {
  const left = () => (until === undefined ? 0 : Math.max(0, Math.ceil((until - Date.now()) / SECOND_MS)));
  const [seconds, setSeconds] = useState(left);
  useEffect(() => {
    setSeconds(left());
    if (until === undefined) return;
    const timer = setInterval(() => {
      const next = left();
      setSeconds(next);
      if (next === 0) clearInterval(timer);
    }, SECOND_MS);
    return () => clearInterval(timer);
    // left() reads only `until`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [until]);
  return seconds;
}
