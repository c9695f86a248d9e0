import type { HandlerTable } from './handlers.js';
import { failure } from '../core/outcome.js';
import { signedIn } from './signed-in.js';

type SocialType =
  | 'quick'
  | 'quick-cancel'
  | 'quick-bots'
  | 'follow'
  | 'friends'
  | 'challenge'
  | 'challenge-answer';

/**
 * The handlers of the quick-game and friends messages (social/quick-games.ts, social/friends.ts). A banned
 * player may not queue or challenge; players who blocked one another never challenge each other
 * (the queue never pairs them: social/quick-games.ts).
 */
export const SOCIAL_HANDLERS = {
  quick: signedIn<'quick'>(async ({ hub, conn, user }, { preset, players, clock, rated }) => {
    const banned = await hub.moderation.refusal(user.id, 'play');
    if (banned) return banned;
    return hub.quick.join(conn, user, { preset, players, clock, rated });
  }),
  'quick-cancel': signedIn<'quick-cancel'>(({ hub, user }) => hub.quick.cancel(user)),
  'quick-bots': signedIn<'quick-bots'>(({ hub, user }) => hub.quick.bots(user)),
  follow: signedIn<'follow'>(({ hub, user }, m) => hub.friends.follow(user, m.user, m.on)),
  friends: signedIn<'friends'>(({ hub, user }) => hub.friends.list(user)),
  challenge: signedIn<'challenge'>(async ({ hub, user }, m) => {
    const banned = await hub.moderation.refusal(user.id, 'play');
    if (banned) return banned;
    if (await hub.moderation.avoid(user.id, m.user))
      return failure('blocked', 'one of you blocked the other: no challenges between you');
    return hub.friends.challenge(user, m);
  }),
  'challenge-answer': signedIn<'challenge-answer'>(async ({ hub, user }, m) => {
    if (m.accept) {
      const banned = await hub.moderation.refusal(user.id, 'play');
      if (banned) return banned;
    }
    return hub.friends.answer(user, m);
  }),
} satisfies Pick<HandlerTable, SocialType>;
