/**
 * The announcement of a new version (`offline/updates.ts`) with stand-ins for the browser's
 * service worker objects: nothing on the first install, "ready" once a new version is installed
 * (or found waiting), the new version asked to take over only when the reader chooses to, and the
 * page reloaded only once it has.
 */
import { describe, expect, it } from 'vitest';
import { watchForUpdates, type WorkerLike } from '../src/offline/updates.js';

class Events {
  private readonly listeners = new Map<string, (() => void)[]>();
  addEventListener(type: string, listener: () => void): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  fire(type: string): void {
    for (const listener of this.listeners.get(type) ?? []) listener();
  }
}
class StandInWorker extends Events implements WorkerLike {
  state = 'installing';
  readonly messages: unknown[] = [];
  postMessage(message: unknown): void {
    this.messages.push(message);
  }
}
class Registration extends Events {
  waiting: StandInWorker | null = null;
  installing: StandInWorker | null = null;
}
class Container extends Events {
  constructor(public controller: unknown) {
    super();
  }
}

function watch(controller: unknown, waiting: StandInWorker | null = null) {
  const container = new Container(controller);
  const registration = new Registration();
  registration.waiting = waiting;
  const offers: (() => void)[] = [];
  let reloads = 0;
  watchForUpdates(
    container,
    registration,
    (take) => offers.push(take),
    () => reloads++,
  );
  const install = () => {
    const worker = new StandInWorker();
    registration.installing = worker;
    registration.fire('updatefound');
    worker.state = 'installed';
    worker.fire('statechange');
    return worker;
  };
  return { container, offers, install, reloads: () => reloads };
}

describe('the update announcement', () => {
  it('says nothing on the first install (no version controls the page yet), nor when it takes the page', () => {
    const w = watch(null);
    w.install();
    w.container.controller = {};
    w.container.fire('controllerchange');
    expect(w.offers).toEqual([]);
    expect(w.reloads()).toBe(0);
    // Later versions are announced, and another page taking one is offered as a reload.
    w.install();
    w.container.fire('controllerchange');
    expect(w.offers).toHaveLength(2);
  });

  it('offers a version once installed, asks it to take over on demand, and reloads when it has', () => {
    const w = watch({});
    const next = w.install();
    expect(w.offers).toHaveLength(1);
    expect(next.messages).toEqual([]);
    expect(w.reloads()).toBe(0);
    w.offers[0]?.();
    expect(next.messages).toEqual(['take-update']);
    expect(w.reloads()).toBe(0);
    w.container.fire('controllerchange');
    expect(w.reloads()).toBe(1);
  });

  it('offers a version found waiting at load', () => {
    const waiting = new StandInWorker();
    waiting.state = 'installed';
    const w = watch({}, waiting);
    expect(w.offers).toHaveLength(1);
    w.offers[0]?.();
    expect(waiting.messages).toEqual(['take-update']);
  });

  it('offers a plain reload when another page took the new version', () => {
    const w = watch({});
    w.container.fire('controllerchange');
    expect(w.reloads()).toBe(0);
    expect(w.offers).toHaveLength(1);
    w.offers[0]?.();
    expect(w.reloads()).toBe(1);
  });
});
