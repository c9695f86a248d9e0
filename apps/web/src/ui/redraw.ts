import { useEffect, useState } from 'preact/hooks';

/** Something that reports its changes (the local game's controller, the online client). */
export interface ChangeSource {
  subscribe(fn: () => void): () => void;
}

/**
 * Draw the component again whenever `source` changes, and once as soon as it is subscribed: the
 * subscription is made in an effect, after the first paint, and a change in between (a socket's
 * first frames, a bot's quick answer) would otherwise stay unseen until the next one.
 */
export function useRedraw(source: ChangeSource | null): void {
  const [, setTick] = useState(0);
  useEffect(() => {
    if (!source) return;
    const off = source.subscribe(() => setTick((n) => n + 1));
    setTick((n) => n + 1);
    return off;
  }, [source]);
}
