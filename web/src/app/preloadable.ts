import { lazy as reactLazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A lazily loaded component whose code can be fetched before it first renders. */
export type Preloadable<T extends ComponentType> = LazyExoticComponent<T> & { preload: () => Promise<unknown> };

/**
 * React's `lazy` with a `preload()` that starts the same import: the app fetches the page a visit opens
 * while it is still asking who the viewer is, instead of one after the other.
 */
export function lazy<T extends ComponentType>(load: () => Promise<{ default: T }>): Preloadable<T> {
  let loading: Promise<{ default: T }> | undefined;
  const once = () => (loading ??= load());
  return Object.assign(reactLazy(once), { preload: once });
}
