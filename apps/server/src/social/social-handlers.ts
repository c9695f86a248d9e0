import type { ClientMessageOf, PublicUser } from '@carcassonne/protocol';
import type { Answer, Handler, HandlerTable, RequestContext } from '../handlers.js';
import { failure } from '../rooms/outcome.js';

type SocialType =
  | 'quick'
  | 'quick-cancel'
  | 'quick-bots'
  | 'follow'
  | 'friends'
  | 'challenge'
  | 'challenge-answer';
type SignedIn = RequestContext & { readonly user: PublicUser };

/** A handler for signed-in users only (as handlers.ts's). */
function signedIn<K extends SocialType>(
  handler: (request: SignedIn, message: ClientMessageOf<K>) => Answer<K>,
): Handler<K> {
  return (request, message) => {
    const user = request.session.user;
    if (!user) return failure('not-authenticated', 'send "auth" first');
    return handler({ ...request, user }, message);
  };
}

/** The handlers of the quick-game and friends messages (quick-games.ts, friends.ts). */
export const SOCIAL_HANDLERS = {
  quick: signedIn<'quick'>(({ hub, conn, user }, { preset, players, clock, rated }) =>
    hub.quick.join(conn, user, { preset, players, clock, rated }),
  ),
  'quick-cancel': signedIn<'quick-cancel'>(({ hub, user }) => hub.quick.cancel(user)),
  'quick-bots': signedIn<'quick-bots'>(({ hub, user }) => hub.quick.bots(user)),
  follow: signedIn<'follow'>(({ hub, user }, m) => hub.friends.follow(user, m.user, m.on)),
  friends: signedIn<'friends'>(({ hub, user }) => hub.friends.list(user)),
  challenge: signedIn<'challenge'>(({ hub, user }, m) => hub.friends.challenge(user, m)),
  'challenge-answer': signedIn<'challenge-answer'>(({ hub, user }, m) => hub.friends.answer(user, m)),
} satisfies Pick<HandlerTable, SocialType>;
