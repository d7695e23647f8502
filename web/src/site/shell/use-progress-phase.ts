import { useEffect, useState } from 'react';
import { PROGRESS_THROTTLE_MS } from '@/platform/constants.ts';

export type ProgressPhase = 'idle' | 'running' | 'done';

/** How long the finished bar stays full before it disappears. */
const FINISH_MS = 300;

/** The bar's phase for a loading flag: shown only once loading lasts 200 ms, then filled and hidden when done. */
export function useProgressPhase(loading: boolean): ProgressPhase {
  const [phase, setPhase] = useState<ProgressPhase>('idle');
  useEffect(() => {
    if (loading) {
      const timer = setTimeout(() => setPhase('running'), PROGRESS_THROTTLE_MS);
      return () => clearTimeout(timer);
    }
    setPhase((current) => (current === 'running' ? 'done' : 'idle'));
    const timer = setTimeout(() => setPhase('idle'), FINISH_MS);
    return () => clearTimeout(timer);
  }, [loading]);
  return phase;
}
