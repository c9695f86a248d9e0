import type pg from 'pg';
import { Traffic } from '../core/traffic.js';

/**
 * Count what a pool's connections exchange with PostgreSQL: a statement per `CommandComplete`
 * message, a round trip per `ReadyForQuery`, and the bytes on their sockets.
 */
export function postgresTraffic(pool: pg.Pool): Traffic {
  const traffic = new Traffic();
  pool.on('connect', (client) => {
    const connection = client.connection;
    traffic.watch(connection.stream);
    connection.on('commandComplete', () => traffic.requests++);
    connection.on('readyForQuery', () => traffic.replies++);
  });
  return traffic;
}
