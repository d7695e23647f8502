import type { ComponentType } from 'react';
import { useLoadedComponent } from './use-loaded-component.ts';

/**
 * A pop-up whose code (and Radix's dialog with it) loads the first time it
 * opens, so the page that offers it does not load it up front. Once loaded
 * it stays mounted like the pop-up itself. `load` must be defined once
 * (module level); `isOpen` reads the props' open state.
 */
export function lazyWhenOpen<Props extends object>(load: () => Promise<ComponentType<Props>>, isOpen: (props: Props) => boolean): ComponentType<Props> {
  return function LazyWhenOpen(props: Props) {
    const Loaded = useLoadedComponent(load, isOpen(props));
    return Loaded ? <Loaded {...props} /> : null;
  };
}
