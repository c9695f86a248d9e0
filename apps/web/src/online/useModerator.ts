import { useEffect, useState } from 'preact/hooks';
import type { Identity } from './identity.js';
import { standing } from './moderation.js';

/**
 * Whether the signed-in user moderates (`POST /api/standing`), read once per user: the chats then
 * offer to remove a line, the tournament page its moderator's tools. Guests never moderate. The
 * server checks every action again; this only decides what is shown.
 */
export function useModerator(identity: Identity | null): boolean {
  const [admin, setAdmin] = useState(false);
  const registered = identity !== null && identity.user.username !== null;
  useEffect(() => {
    setAdmin(false);
    if (!identity || !registered) return;
    let live = true;
    void standing(identity).then((a) => {
      if (live && a.ok) setAdmin(a.value.admin);
    });
    return () => {
      live = false;
    };
  }, [identity?.user.id, registered]);
  return admin;
}
