import { describe, expect, it } from 'vitest';
import { configFromEnv, redisWarning, storageDescription } from '../src/config.js';

describe('what the server says at start', () => {
  it('names the database in use: the SQLite file, or PostgreSQL’s database, host and schema (never the password)', () => {
    expect(storageDescription(configFromEnv({ DATA_DIR: '/srv/carc' }))).toBe(
      'SQLite database /srv/carc/carcassonne.sqlite',
    );
    const postgres = configFromEnv({
      DATA_DIR: '/srv/unused',
      DATABASE_URL: 'postgres://carc:secret-words@db.internal:5433/games',
      DATABASE_SCHEMA: 'live',
    });
    const words = storageDescription(postgres);
    expect(words).toBe('PostgreSQL database games on db.internal:5433, schema live');
    expect(words).not.toContain('secret');
    expect(words).not.toContain('/srv/unused');
  });

  it('warns when REDIS_URL names a database index with the default prefix (pub/sub is not separated by it)', () => {
    expect(redisWarning(configFromEnv({}))).toBeNull();
    expect(redisWarning(configFromEnv({ REDIS_URL: 'redis://r:6379' }))).toBeNull();
    expect(redisWarning(configFromEnv({ REDIS_URL: 'redis://r:6379/0' }))).toBeNull();
    expect(redisWarning(configFromEnv({ REDIS_URL: 'redis://r:6379/2' }))).toContain('REDIS_PREFIX');
    expect(
      redisWarning(configFromEnv({ REDIS_URL: 'redis://r:6379/2', REDIS_PREFIX: 'staging:' })),
    ).toBeNull();
  });
});
