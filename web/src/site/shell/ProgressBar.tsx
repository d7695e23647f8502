import { useRouterState } from '@tanstack/react-router';
import { m } from '$paraglide/messages.js';
import { PROGRESS_DURATION_MS } from '@/platform/constants.ts';
import { useProgressPhase } from './use-progress-phase.ts';

/** A thin bar at the top while a page loads, creeping towards the end over 5 s; quick loads never show it. */
export function ProgressBar() {
  const loading = useRouterState({ select: (state) => state.status === 'pending' });
  const phase = useProgressPhase(loading);
  if (phase === 'idle') return null;
  return (
    <div
      className={`progress-bar progress-${phase}`}
      role="progressbar"
      aria-label={m.site_shellPageLoading()}
      style={{ transitionDuration: phase === 'running' ? `${PROGRESS_DURATION_MS}ms` : '200ms' }}
    />
  );
}
