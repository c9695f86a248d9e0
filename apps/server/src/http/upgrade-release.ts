import type { WebSocket } from 'ws';

/** What of the TCP socket under a WebSocket is read here (Node's own fields). */
interface RawSocket {
  _httpMessage?: { detachSocket(socket: RawSocket): void } | null;
}

/**
 * Lets the upgrade's request and reply go once a WebSocket is open (about 2 KB a connection,
 * docs/deploy/server-cost.md): `@fastify/websocket` keeps them for the socket's whole life in
 * its error listener's closure, and the TCP socket still points at the reply it was given for
 * routing. The listener is replaced by `onError`, which keeps neither.
 */
export function releaseUpgrade(socket: WebSocket, onError: (error: Error) => void): void {
  for (const listener of socket.listeners('error')) socket.off('error', listener as (error: Error) => void);
  socket.on('error', onError);
  // ws keeps its TCP socket private; without it (other transports) there is nothing to detach.
  const raw = (socket as unknown as { _socket?: RawSocket })._socket;
  raw?._httpMessage?.detachSocket(raw);
}
