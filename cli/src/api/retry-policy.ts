/** How long the CLI waits out 429 answers before giving up with exit code 6. */
export interface RetryPolicy {
  /** Total seconds of Retry-After the CLI honours over one command. */
  maxWaitSeconds: number;
  /** Calls made at most, the first included. */
  maxAttempts: number;
  sleep: (seconds: number) => Promise<void>;
  /** Told before each wait, so a person sees why the command pauses. */
  onWait: (seconds: number) => void;
}

export const DEFAULT_MAX_RETRY_WAIT_SECONDS = 60;

/** The policy of one run: `CHIPMART_MAX_RETRY_WAIT` (seconds, 0 turns waiting off) caps the waiting. */
export function retryPolicyFrom(env: NodeJS.ProcessEnv, onWait: (seconds: number) => void): RetryPolicy {
  const configured = Number(env.CHIPMART_MAX_RETRY_WAIT);
  return {
    maxWaitSeconds: env.CHIPMART_MAX_RETRY_WAIT !== undefined && Number.isFinite(configured) && configured >= 0 ? configured : DEFAULT_MAX_RETRY_WAIT_SECONDS,
    maxAttempts: 4,
    sleep: (seconds) => new Promise((resolve) => setTimeout(resolve, seconds * 1000)),
    onWait,
  };
}
