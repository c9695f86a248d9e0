import type { ClientMessageOf, ClientMessageType, PublicUser } from '@carcassonne/protocol';
import type { Answer, Handler, RequestContext } from './handlers.js';
import { failure } from '../core/outcome.js';

/** A request from a signed-in user: the context with its user. */
export type SignedIn = RequestContext & { readonly user: PublicUser };

/** A handler for signed-in users only: others are refused with `not-authenticated`. */
export function signedIn<K extends ClientMessageType>(
  handler: (request: SignedIn, message: ClientMessageOf<K>) => Answer<K>,
): Handler<K> {
  return (request, message) => {
    const user = request.session.user;
    if (!user) return failure('not-authenticated', 'send "auth" first');
    return handler({ ...request, user }, message);
  };
}
