/** A storage read held back: `hold(read)` reads at once, notes that it was `reached`, and answers only after `release`. */
export function gate() {
  let reached = 0;
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  return {
    get reached() {
      return reached > 0;
    },
    /** How many reads reached the gate so far. */
    get count() {
      return reached;
    },
    release: () => release(),
    hold<A extends unknown[], R>(read: (...args: A) => Promise<R>): (...args: A) => Promise<R> {
      return async (...args) => {
        const value = await read(...args);
        reached++;
        await released;
        return value;
      };
    },
  };
}
