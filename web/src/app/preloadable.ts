import { createElement, lazy as reactLazy, type ComponentProps, type ComponentType } from 'react';
import { i18n } from '../i18n';

/**
 * A lazily loaded screen's module: its component, and the catalogues (i18n namespaces) of the words its
 * first render shows, beyond the shared `common` one.
 */
export interface ScreenModule<T> {
  default: T;
  namespaces?: readonly string[];
}

/** A lazily loaded component whose code (and words) can be fetched before it first renders. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component's props
export type Preloadable<T extends ComponentType<any>> = ComponentType<ComponentProps<T>> & {
  preload: () => Promise<unknown>;
};

/**
 * React's `lazy` with a `preload()` that starts the same import: the app fetches the page a visit opens
 * while it is still asking who the viewer is, instead of one after the other. Loading also loads the
 * catalogues the module names (`namespaces`), so that its first render finds its words ready.
 *
 * Once loaded, the component renders at once. React's own `lazy` suspends on its first render even when
 * the import has already finished (it learns so a microtask later), and a screen that suspends shows its
 * fallback, then its content no sooner than 300 ms later (React spaces out what a boundary reveals): a
 * visit's first page would show a spinner between the layout and itself, and arrive a third of a second
 * late.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component's props
export function lazy<T extends ComponentType<any>>(load: () => Promise<ScreenModule<T>>): Preloadable<T> {
  let loaded: T | undefined;
  let loading: Promise<{ default: T }> | undefined;
  const once = () =>
    (loading ??= load().then(async (module) => {
      // Words that fail to load are asked for again by the screen's own render, which shows the error.
      if (module.namespaces?.length) await i18n.loadNamespaces([...module.namespaces]).catch(() => undefined);
      loaded = module.default;
      return module;
    }));
  const Lazy = reactLazy(once);
  const Screen = (props: ComponentProps<T>) => createElement(loaded ?? Lazy, props);
  return Object.assign(Screen, { preload: once });
}
