import { type ComponentType, lazy } from 'react';

export interface Chunked<P extends object> {
  /** Starts loading the chunk (once); resolves when it is in. */
  load(): Promise<unknown>;
  /** The component: rendered at once when its chunk is in, else lazily (suspends). */
  Component: ComponentType<P>;
}

/**
 * A component in a chunk of its own. React.lazy suspends on first render even when the chunk is
 * already loaded, and React then keeps the fallback up for at least 300 ms; a chunk loaded ahead
 * (the screen in the address, the session while the hub is open) is therefore rendered directly.
 */
export function chunked<P extends object>(importer: () => Promise<ComponentType<P>>): Chunked<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const load = () =>
    (loading ??= importer().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = null; // a later visit tries again
        throw error;
      },
    ));
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  const Component = (props: P) => {
    const Loaded = loaded ?? Lazy;
    return <Loaded {...props} />;
  };
  return { load, Component };
}
