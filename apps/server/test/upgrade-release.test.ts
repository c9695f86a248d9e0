/**
 * An open WebSocket does not keep the HTTP request and reply it was upgraded from
 * (`http/upgrade-release.ts`): they are collected while the connection lives on, and the
 * socket's errors still reach a listener.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import Fastify from 'fastify';
import websocket from '@fastify/websocket';
import { afterAll, beforeAll, expect, it } from 'vitest';
import WebSocket from 'ws';
import { releaseUpgrade } from '../src/http/upgrade-release.js';

setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as () => void;

const app = Fastify();
const upgrades = new Map<string, { request: WeakRef<object>; raw: WeakRef<object>; socket: WebSocket }>();
const errors: string[] = [];
let url = '';

beforeAll(async () => {
  await app.register(websocket);
  app.get('/:kind', { websocket: true }, (socket, request) => {
    const kind = (request.params as { kind: string }).kind;
    if (kind === 'released') releaseUpgrade(socket, (error) => errors.push(error.message));
    upgrades.set(kind, { request: new WeakRef(request), raw: new WeakRef(request.raw), socket });
  });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  url = address.replace('http', 'ws');
});
afterAll(() => app.close());

async function open(kind: string): Promise<WebSocket> {
  const client = new WebSocket(`${url}/${kind}`);
  await new Promise<void>((resolve, reject) => {
    client.once('open', () => resolve());
    client.once('error', reject);
  });
  return client;
}

async function collected(): Promise<void> {
  for (let i = 0; i < 3; i++) {
    await new Promise((resolve) => setImmediate(resolve));
    collect();
  }
}

it('lets the request and reply go while the connection stays open', async () => {
  const released = await open('released');
  const kept = await open('kept');
  await collected();
  const r = upgrades.get('released')!;
  expect(r.request.deref()).toBeUndefined();
  expect(r.raw.deref()).toBeUndefined();
  // Without it, @fastify/websocket keeps both for the connection's life.
  expect(upgrades.get('kept')!.request.deref()).toBeDefined();
  expect(upgrades.get('kept')!.raw.deref()).toBeDefined();
  // The connection still works both ways, and its errors reach the new listener.
  const echoed = new Promise<string>((resolve) => released.once('message', (data) => resolve(String(data))));
  r.socket.send('still here');
  expect(await echoed).toBe('still here');
  r.socket.emit('error', new Error('a fault'));
  expect(errors).toEqual(['a fault']);
  released.close();
  kept.close();
});
