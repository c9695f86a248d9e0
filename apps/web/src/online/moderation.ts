import type {
  BlocksResponse,
  ChatChannel,
  ChatLine,
  ModerationAction,
  QueueResponse,
  StandingResponse,
} from '@carcassonne/protocol';
import { call, type Identity } from './identity.js';

/**
 * Moderation from the page: reports, blocks, one's standing, the moderators' queue and actions
 * (HTTP, docs/server/moderation.md), and the tables whose chat this browser hides.
 */

const signedIn = (id: Identity) => ({ user: id.user.id, secret: id.secret });

/** A chat line and where it was said: a table's channel, or a tournament's chat. */
export type PlacedLine =
  | { readonly table: string; readonly channel: ChatChannel; readonly line: ChatLine }
  | { readonly tournament: string; readonly line: ChatLine };
/** The line as the server names it (docs/server/moderation.md). */
export const refOf = (ref: PlacedLine) =>
  'tournament' in ref
    ? { tournament: ref.tournament, author: ref.line.user, at: ref.line.at }
    : { table: ref.table, channel: ref.channel, author: ref.line.user, at: ref.line.at };

export const reportLine = (id: Identity, ref: PlacedLine, reason: string) =>
  call<{ report: number }>('/api/report', {
    ...signedIn(id),
    player: ref.line.user,
    reason,
    line: refOf(ref),
  });
export const reportPlayer = (id: Identity, player: string, reason: string) =>
  call<{ report: number }>('/api/report', { ...signedIn(id), player, reason });
export const setBlock = (id: Identity, player: string, on: boolean) =>
  call<BlocksResponse>('/api/block', { ...signedIn(id), player, on });
export const blocks = (id: Identity) => call<BlocksResponse>('/api/blocks', signedIn(id));
export const standing = (id: Identity) => call<StandingResponse>('/api/standing', signedIn(id));
export const queue = (id: Identity) => call<QueueResponse>('/api/moderation/queue', signedIn(id));
export const act = (id: Identity, action: ModerationAction, body: Readonly<Record<string, unknown>>) =>
  call<Record<string, unknown>>(`/api/moderation/${action}`, { ...signedIn(id), ...body });
export const removeLine = (id: Identity, ref: ReturnType<typeof refOf>, reason: string) =>
  act(id, 'remove-chat', { line: ref, reason });

/** A time as the page's language shows it. */
export const timeText = (at: number, lang: string): string =>
  new Date(at).toLocaleString(lang, { dateStyle: 'medium', timeStyle: 'short' });

const HIDDEN = 'carcassonne.hidden-chats';

function hiddenList(): string[] {
  try {
    const list: unknown = JSON.parse(localStorage.getItem(HIDDEN) ?? '[]');
    return Array.isArray(list) ? list.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

/** Whether this browser hides a table's chat. */
export const chatHidden = (table: string): boolean => hiddenList().includes(table);

/** Hide or show a table's chat here (the newest 200 tables are remembered). */
export function hideChat(table: string, hide: boolean): void {
  const next = hiddenList().filter((t) => t !== table);
  if (hide) next.push(table);
  try {
    localStorage.setItem(HIDDEN, JSON.stringify(next.slice(-200)));
  } catch {
    /* private mode: not remembered */
  }
}
