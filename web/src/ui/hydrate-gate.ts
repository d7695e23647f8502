/**
 * Gates that hold back the hydration of server-rendered markup until the
 * visitor comes near it: it scrolls within reach of the viewport, or a
 * pointer, focus or click lands inside it. Until then the markup stays as the
 * server sent it (links work as plain links), and the page's start does not
 * pay for components nobody has looked at yet.
 */

export const GATE_ATTRIBUTE = 'data-hydrate-gate';

/** How far outside the viewport a gate opens, so content is live before it is reached. */
const NEAR_VIEWPORT = '300px 0px';

/**
 * Events that open the gate they land in. Listened to on the window in the
 * capture phase, so the gate is open before React's own listener, on the
 * root, tries to hydrate the content to deliver the event.
 */
const OPENING_EVENTS = ['pointerdown', 'touchstart', 'focusin', 'click', 'keydown'] as const;

interface Waiting {
  promise: Promise<void>;
  open: () => void;
}

// Kept by element: a gate belongs to the markup the server sent, and goes with it.
const opened = new WeakSet<Element>();
const waiting = new Map<Element, Waiting>();
let observer: IntersectionObserver | undefined;
let listening = false;

/** The attribute that names an element as a gate's; the element itself is hydrated at once. */
export function gateAttribute(gateId: string): Record<typeof GATE_ATTRIBUTE, string> {
  return { [GATE_ATTRIBUTE]: gateId };
}

/**
 * Resolves once the gate's element has been seen or touched; undefined when
 * there is nothing to wait for (the gate is open, or the page has no such
 * server markup or no way to watch it).
 */
export function untilGateOpens(gateId: string): Promise<void> | undefined {
  const element = gateElement(gateId);
  if (!element || opened.has(element) || typeof IntersectionObserver === 'undefined') return undefined;
  const known = waiting.get(element);
  if (known) return known.promise;
  let open = () => {};
  const promise = new Promise<void>((resolve) => (open = resolve));
  waiting.set(element, { promise, open });
  listenForTouches();
  observer ??= new IntersectionObserver(openSeen, { rootMargin: NEAR_VIEWPORT });
  observer.observe(element);
  return promise;
}

/** Opens the gate now, if it is waiting: its content is about to change, and hydrating it beats rendering it anew. */
export function openGateNow(gateId: string) {
  for (const element of waiting.keys()) {
    if (element.getAttribute(GATE_ATTRIBUTE) === gateId) openGate(element);
    // Markup a client navigation removed before anyone reached it: nothing waits on it any more.
    else if (!element.isConnected) forget(element);
  }
}

function gateElement(gateId: string): Element | undefined {
  // React's ids hold characters a selector would need escaped; comparing the attribute needs none.
  for (const element of document.querySelectorAll(`[${GATE_ATTRIBUTE}]`)) {
    if (element.getAttribute(GATE_ATTRIBUTE) === gateId) return element;
  }
  return undefined;
}

function forget(element: Element) {
  waiting.delete(element);
  observer?.unobserve(element);
}

function openGate(element: Element) {
  opened.add(element);
  observer?.unobserve(element);
  const gate = waiting.get(element);
  if (!gate) return;
  waiting.delete(element);
  gate.open();
}

function openSeen(entries: IntersectionObserverEntry[]) {
  for (const entry of entries) if (entry.isIntersecting) openGate(entry.target);
}

/** Opens every gate around the event's target: the content it needs is hydrated before React delivers the event. */
function openTouched(event: Event) {
  let element = event.target instanceof Element ? event.target.closest(`[${GATE_ATTRIBUTE}]`) : null;
  while (element) {
    openGate(element);
    element = element.parentElement?.closest(`[${GATE_ATTRIBUTE}]`) ?? null;
  }
}

function listenForTouches() {
  if (listening) return;
  listening = true;
  for (const type of OPENING_EVENTS) window.addEventListener(type, openTouched, { capture: true, passive: true });
}
