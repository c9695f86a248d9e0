import type { ComponentType, JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';

/** A component loaded on first use (its own chunk), drawn as nothing until its code is there. */
export interface LazyComponent<P> {
  (props: P): JSX.Element | null;
  /** Start loading now (the screen a user is likely to open next), without drawing it. */
  preload(): Promise<ComponentType<P>>;
}

export function lazyComponent<P>(load: () => Promise<ComponentType<P>>): LazyComponent<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const preload = () => {
    loading ??= load().then((c) => {
      loaded = c;
      return c;
    });
    return loading;
  };
  function Lazy(props: P): JSX.Element | null {
    const [, setReady] = useState(loaded !== null);
    useEffect(() => {
      if (loaded) return;
      let live = true;
      void preload().then(() => live && setReady(true));
      return () => {
        live = false;
      };
    }, []);
    const C = loaded as ComponentType<P> | null;
    // biome-ignore lint/suspicious/noExplicitAny: props pass through unchanged to the loaded component.
    return C ? <C {...(props as any)} /> : null;
  }
  return Object.assign(Lazy, { preload });
}

/** Run `work` when the page is idle (soon after the first screen is drawn). */
export function whenIdle(work: () => void): void {
  const idle = (globalThis as { requestIdleCallback?: (f: () => void) => number }).requestIdleCallback;
  if (idle) idle(work);
  else setTimeout(work, 200);
}
