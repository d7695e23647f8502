import { useEffect, useState } from 'react';
import { createStore, useStore } from '@/platform/lib/store.ts';

const SECOND_MS = 1_000;

/**
 * When the server takes the next code request for an address (its
 * `resend_after`, or the wait a 429 named), kept in memory for this tab:
 * after a reload the server's 429 names the remaining wait again.
 */
const resendTimes = createStore<Record<string, number>>({});

const keyOf = (email: string) => email.trim().toLowerCase();

export function rememberResendWait(email: string, seconds: number, now = Date.now()): void {
  resendTimes.set({ ...resendTimes.get(), [keyOf(email)]: now + seconds * SECOND_MS });
}

/** Whole seconds from `now` until `at` (0 once passed). */
export function secondsUntil(at: number | undefined, now: number): number {
  return at === undefined ? 0 : Math.max(0, Math.ceil((at - now) / SECOND_MS));
}

/** Seconds until another code may be asked for `email`, counting down once a second. */
export function useResendCountdown(email: string): number {
  const resendAt = useStore(resendTimes)[keyOf(email)];
  const [now, setNow] = useState(Date.now);
  const waiting = resendAt !== undefined && resendAt > now;
  useEffect(() => {
    setNow(Date.now());
    if (!waiting) return;
    const timer = setInterval(() => setNow(Date.now()), SECOND_MS);
    return () => clearInterval(timer);
  }, [waiting, resendAt]);
  return secondsUntil(resendAt, now);
}
