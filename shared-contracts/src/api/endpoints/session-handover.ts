import { Type } from 'typebox';
import { defineEndpoint } from '../define';
import { HandoverCodeSchema, HandoverSchema, HandoverSessionSchema } from '../schemas/session-handover';

/**
 * Issues a single-use hand-over code for the caller's session (an app or agent handing a player to the site:
 * `<site>/member?page=depositv2&handover=<code>`). Refused to a session still waiting for its security answer.
 */
export const issueHandover = defineEndpoint({
  method: 'POST',
  path: '/wps/session/handover',
  auth: true,
  request: Type.Object({}),
  response: HandoverSchema,
});

/**
 * Exchanges a hand-over code, once and within its lifetime, for a new session of the code's member on this
 * brand. Unknown, expired, used or foreign codes: HANDOVER_INVALID (docs/contracts.md).
 */
export const exchangeHandover = defineEndpoint({
  method: 'POST',
  path: '/wps/session/handover/exchange',
  request: Type.Object({ code: HandoverCodeSchema }),
  response: HandoverSessionSchema,
});
