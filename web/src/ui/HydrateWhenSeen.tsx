import { Suspense, use, useEffect, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { openGateNow, untilGateOpens } from './hydrate-gate.ts';

export { gateAttribute } from './hydrate-gate.ts';

interface HydrateWhenSeenProps {
  /** The id given, with gateAttribute(), to the element around this content; that element is what is watched. */
  gate: string;
  children: ReactNode;
}

/**
 * Server-rendered content that hydrates when the visitor reaches or touches
 * it (see hydrate-gate.ts). On the server and in pages the browser renders
 * itself, the content renders at once.
 */
export function HydrateWhenSeen({ gate, children }: HydrateWhenSeenProps) {
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
  }, []);
  // Rendered again, with content that may differ from the server's: React would render it anew over the markup
  // (and hold a transition until the gate opened); opened now, the markup is hydrated first, then updated.
  if (mounted.current) openGateNow(gate);
  return (
    <Suspense fallback={null}>
      <HydrationGate gate={gate} />
      {children}
    </Suspense>
  );
}

const subscribeNever = () => () => {};

/** A promise React reads as settled without suspending. */
const OPEN = Object.assign(Promise.resolve(), { status: 'fulfilled', value: undefined });

/** Suspends the hydration of its boundary until the gate opens; renders nothing. */
function HydrationGate({ gate }: { gate: string }) {
  // The server snapshot is read on the server and while hydrating; a render of the browser's own reads false.
  const hydrating = useSyncExternalStore(
    subscribeNever,
    () => false,
    () => true,
  );
  // Read on every render, suspending or not, as use() must be.
  use((hydrating && typeof document !== 'undefined' && untilGateOpens(gate)) || OPEN);
  return null;
}
