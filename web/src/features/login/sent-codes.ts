import { useEffect, useState } from 'react';
import { createStore, useStore } from '@/platform/lib/store.ts';

const SECOND_MS = 1_000;

interface SentCode {
  /** When the server takes the next request for this address (its `resend_after`, or the wait a 429 named). */
  resendAt: number;
  /** When the code sent runs out, if one was sent from this page. */
  expiresAt?: number;
}

/**
 * Codes asked for in this tab, by address, so the code step knows when a
 * new one may be asked for. Kept in memory only: after a reload the server's
 * 429 names the remaining wait again.
 */
const sentCodes = createStore<Record<string, SentCode>>({});

const keyOf = (email: string) => email.trim().toLowerCase();

export function rememberCodeSent(email: string, resendAfterSeconds: number, expireSeconds?: number, now = Date.now()): void {
  sentCodes.set({
    ...sentCodes.get(),
    [keyOf(email)]: {
      resendAt: now + resendAfterSeconds * SECOND_MS,
      expiresAt: expireSeconds === undefined ? sentCodes.get()[keyOf(email)]?.expiresAt : now + expireSeconds * SECOND_MS,
    },
  });
}

export function forgetCodeSent(email: string): void {
  const { [keyOf(email)]: _gone, ...rest } = sentCodes.get();
  sentCodes.set(rest);
}

/** Whole seconds from `now` until `at` (0 once passed). */
export function secondsUntil(at: number | undefined, now: number): number {
  return at === undefined ? 0 : Math.max(0, Math.ceil((at - now) / SECOND_MS));
}

/** The code sent to `email` and the seconds until another may be asked for, counting down once a second. */
export function useSentCode(email: string) {
  const sent = useStore(sentCodes)[keyOf(email)];
  const [now, setNow] = useState(Date.now);
  const waiting = sent !== undefined && sent.resendAt > now;
  useEffect(() => {
    setNow(Date.now());
    if (!waiting) return;
    const timer = setInterval(() => setNow(Date.now()), SECOND_MS);
    return () => clearInterval(timer);
  }, [waiting, sent?.resendAt]);
  return { sent, resendIn: secondsUntil(sent?.resendAt, now) };
}
