import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { StartupError, startupFailure } from '../src/core/startup-failure.js';

describe('why the server could not start', () => {
  it('keeps a failure that already says what went wrong', () => {
    const failure = startupFailure(
      new StartupError('database', 'could not open the SQLite database x.'),
      null,
    );
    expect(failure).toEqual({ code: 'database', sentence: 'could not open the SQLite database x.' });
  });

  it('names the port of a refused listen, from the error Node itself raises', async () => {
    const holder = createServer();
    const port = await new Promise<number>((resolve) =>
      holder.listen(0, '127.0.0.1', () => resolve((holder.address() as { port: number }).port)),
    );
    const second = createServer();
    const error = await new Promise<unknown>((resolve) => {
      second.once('error', resolve);
      second.listen(port, '127.0.0.1');
    });
    await new Promise((resolve) => holder.close(resolve));
    expect(startupFailure(error, { port, host: '127.0.0.1' })).toEqual({
      code: 'listen',
      sentence: `port ${port} on 127.0.0.1 is already in use (another server?): set PORT to a free port.`,
    });
  });

  it('calls anything else a bug, in a sentence', () => {
    expect(startupFailure(new TypeError('x is not a function'), { port: 1, host: 'h' })).toEqual({
      code: 'internal',
      sentence: 'an unexpected error (a bug): x is not a function.',
    });
    expect(startupFailure('thrown text', null).sentence).toBe('an unexpected error (a bug): thrown text.');
  });
});
