import { useEffect, useState, type ComponentType } from 'react';

/**
 * A component whose code loads the first time it is `wanted`, then stays.
 * It mounts as a plain update once loaded, not through Suspense, so a pop-up
 * appears as soon as its code is here (no reveal delay) and its dismissal
 * handling is in place as it shows. `load` must be defined once (module level).
 */
export function useLoadedComponent<Props>(load: () => Promise<ComponentType<Props>>, wanted: boolean): ComponentType<Props> | null {
  const [component, setComponent] = useState<ComponentType<Props> | null>(null);
  useEffect(() => {
    if (!wanted || component) return;
    let current = true;
    void load().then((loaded) => {
      if (current) setComponent(() => loaded);
    });
    return () => {
      current = false;
    };
  }, [wanted, component, load]);
  return component;
}
