import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CLIENT_MESSAGE_TYPES, SERVER_ERROR_CODES, type ClientMessageType } from '@carcassonne/protocol';
import { HANDLERS, type Handler, type HandlerTable } from '../src/hub/handlers.js';
import { failure, success } from '../src/core/outcome.js';

// Checked by tsc (`npm run typecheck`): each `@ts-expect-error` fails the build if its line compiles.

const { ping: _ping, ...withoutPing } = HANDLERS;
// @ts-expect-error a table without a handler for one message type does not compile
export const incomplete: HandlerTable = withoutPing;

// A message type added to the protocol (here 'kick') has no handler until one is written.
// @ts-expect-error 'kick' is missing
export const extended: { readonly [K in ClientMessageType | 'kick']: unknown } = HANDLERS;

export const wrongResult: HandlerTable = {
  ...HANDLERS,
  // @ts-expect-error a join is answered with its seat, not a table
  join: () => success({ table: 'abcdef', invite: null }),
};

// @ts-expect-error refusals carry a declared code
export const undeclared: Handler<'ping'> = () => failure('no-such-code', 'made up');

export const refusal: Handler<'join'> = () => failure('seat-taken', 'seat 1 is taken');

describe('the handler table', () => {
  it('has exactly one handler per client message type', () => {
    expect(Object.keys(HANDLERS).sort()).toEqual([...CLIENT_MESSAGE_TYPES].sort());
    for (const type of CLIENT_MESSAGE_TYPES) expect(typeof HANDLERS[type]).toBe('function');
  });

  it('documents every declared error code in docs/server/protocol.md', () => {
    const docs = readFileSync(new URL('../../../docs/server/protocol.md', import.meta.url), 'utf8');
    expect(SERVER_ERROR_CODES.filter((code) => !docs.includes(`\`${code}\``))).toEqual([]);
  });
});
