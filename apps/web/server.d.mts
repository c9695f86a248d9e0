import type { Server } from 'node:http';
export function startServer(opts?: { port?: number; host?: string }): Promise<{ server: Server; url: string }>;
