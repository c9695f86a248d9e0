import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SERVER_ERROR_CODES } from '@carcassonne/protocol';
import { errorText } from '../src/game/errors.js';
import { LANGS, translator, type Lang } from '../src/i18n/index.js';
import { OnlineClient } from '../src/online/connection.js';
import { FakeSocket } from './fake-socket.js';

const identity = { user: { id: 'user01', name: 'Ann', username: null }, secret: 'a'.repeat(32) };

/** The online screens show a refusal by its code, in the page's language, as the local game does. */
describe('online refusals in the player’s language', () => {
  beforeEach(() => {
    FakeSocket.all = [];
    vi.stubGlobal('WebSocket', FakeSocket);
  });
  afterEach(() => vi.unstubAllGlobals());

  async function signedIn(): Promise<{ client: OnlineClient; socket: FakeSocket }> {
    const client = new OnlineClient('ws://x/ws', identity);
    const socket = FakeSocket.all[0]!;
    socket.readyState = FakeSocket.OPEN;
    socket.onopen?.();
    socket.answer({ type: 'reply', replyTo: socket.sent[0]!.id, result: { user: identity.user } });
    await vi.waitFor(() => expect(client.status).toBe('open'));
    return { client, socket };
  }

  it('a seat taken: the server’s English sentence is not shown, the words of the code are', async () => {
    const { client, socket } = await signedIn();
    const asked = client.request({ type: 'join', table: 'table01', seat: 1 });
    const join = socket.sent.find((m) => m.type === 'join')!;
    socket.answer({ type: 'error', code: 'seat-taken', message: 'seat 1 is taken', replyTo: join.id });
    const answer = await asked;
    expect(answer.ok).toBe(false);
    if (answer.ok) return;
    expect(errorText(answer, translator('de'))).toBe('dieser Platz ist besetzt');
    expect(errorText(answer, translator('sv'))).toBe('den platsen är upptagen');
    expect(errorText(answer, translator('en'))).toBe('that seat is taken');
  });

  it('a refused move words the engine’s code as local play does', async () => {
    const { client, socket } = await signedIn();
    const asked = client.request({ type: 'move', table: 'table01', move: 'x', version: 3 });
    const move = socket.sent.find((m) => m.type === 'move')!;
    socket.answer({ type: 'error', code: 'not-adjacent', message: 'must touch a tile', replyTo: move.id });
    const answer = await asked;
    if (answer.ok) throw new Error('refused');
    expect(errorText(answer, translator('nl'))).toBe(LANGS.nl['error.not-adjacent']);
  });

  it('a reply carries the result of its request type (no cast at the caller)', async () => {
    const { client, socket } = await signedIn();
    const asked = client.request({
      type: 'create',
      preset: 'classic',
      seats: [{ kind: 'me' }],
      visibility: 'public',
      clock: { kind: 'none' },
    });
    const create = socket.sent.find((m) => m.type === 'create')!;
    socket.answer({ type: 'reply', replyTo: create.id, result: { table: 'table02', invite: null } });
    const answer = await asked;
    if (!answer.ok) throw new Error('accepted');
    const table: string = answer.result.table;
    expect(table).toBe('table02');
  });

  it('every declared server code has its own words in every language (never the English sentence)', () => {
    for (const lang of Object.keys(LANGS) as Lang[]) {
      const t = translator(lang);
      for (const code of SERVER_ERROR_CODES) {
        const shown = errorText({ code, message: 'ENGLISH SENTENCE' }, t);
        expect(shown, `${lang} ${code}`).not.toBe('ENGLISH SENTENCE');
      }
    }
  });
});
