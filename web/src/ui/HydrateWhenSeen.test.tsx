import { act } from '@testing-library/react';
import { startTransition, useEffect, useId, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { gateAttribute, HydrateWhenSeen } from './HydrateWhenSeen.tsx';

/** Stands in for the browser's IntersectionObserver: the test says when an element comes into view. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly watched = new Set<Element>();
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(element: Element) {
    this.watched.add(element);
  }
  unobserve(element: Element) {
    this.watched.delete(element);
  }
  disconnect() {
    this.watched.clear();
  }
  static bringIntoView(element: Element) {
    for (const observer of FakeIntersectionObserver.instances) {
      if (!observer.watched.has(element)) continue;
      observer.callback([{ target: element, isIntersecting: true } as IntersectionObserverEntry], observer as unknown as IntersectionObserver);
    }
  }
}

const hydrated: string[] = [];

function Counter({ name }: { name: string }) {
  const [count, setCount] = useState(0);
  useEffect(() => void hydrated.push(name), [name]);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {name} {count}
    </button>
  );
}

let renameBelow: (name: string) => void = () => {};

function Page() {
  const gate = useId();
  const [belowName, setBelowName] = useState('below');
  renameBelow = setBelowName;
  return (
    <main>
      <Counter name="top" />
      <section {...gateAttribute(gate)}>
        <h2>Below the fold</h2>
        <HydrateWhenSeen gate={gate}>
          <Counter name={belowName} />
        </HydrateWhenSeen>
      </section>
    </main>
  );
}

let container: HTMLElement;
let root: Root | undefined;

beforeEach(() => {
  hydrated.length = 0;
  FakeIntersectionObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  container = document.createElement('div');
  document.body.append(container);
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
  vi.unstubAllGlobals();
});

async function hydrateServerPage() {
  container.innerHTML = renderToString(<Page />);
  const serverButton = container.querySelectorAll('button')[1];
  await act(async () => {
    startTransition(() => {
      root = hydrateRoot(container, <Page />);
    });
  });
  return serverButton!;
}

const belowButton = () => container.querySelectorAll('button')[1]!;

describe('content that hydrates when seen', () => {
  it('keeps the server markup and leaves its components asleep until it is near the viewport', async () => {
    const serverButton = await hydrateServerPage();
    expect(hydrated).toEqual(['top']);
    expect(belowButton()).toBe(serverButton);
    expect(belowButton().textContent).toBe('below 0');

    await act(async () => FakeIntersectionObserver.bringIntoView(container.querySelector('section')!));
    expect(hydrated).toEqual(['top', 'below']);
    // Hydrated in place: the same element, now live.
    expect(belowButton()).toBe(serverButton);
    await act(async () => belowButton().click());
    expect(belowButton().textContent).toBe('below 1');
  });

  it('answers the first click on content not yet seen, even one without a pointer (a screen reader\'s)', async () => {
    await hydrateServerPage();
    expect(hydrated).toEqual(['top']);
    await act(async () => belowButton().click());
    expect(hydrated).toContain('below');
    expect(belowButton().textContent).toBe('below 1');
  });

  it('opens on keyboard focus, so a tab into the content finds it live', async () => {
    await hydrateServerPage();
    await act(async () => belowButton().focus());
    expect(hydrated).toContain('below');
  });

  it('shows new content given before it was seen, hydrating the server markup rather than replacing it', async () => {
    const serverButton = await hydrateServerPage();
    await act(async () => renameBelow('renamed'));
    expect(belowButton().textContent).toBe('renamed 0');
    expect(belowButton()).toBe(serverButton);
  });

  it('lets a transition that changes content not yet seen finish', async () => {
    await hydrateServerPage();
    await act(async () => startTransition(() => renameBelow('moved on')));
    expect(belowButton().textContent).toBe('moved on 0');
  });

  it('renders at once when the browser renders the page itself', async () => {
    await act(async () => {
      root = (await import('react-dom/client')).createRoot(container);
      root.render(<Page />);
    });
    expect(hydrated).toEqual(['top', 'below']);
    expect(container.textContent).toContain('below 0');
  });
});
