import { api, messagesApi, type MemberMessage } from 'shared-contracts';

/** Opens one message, which marks it read (`GET /wps/messages/one`). */
export function readMessage(id: number): Promise<MemberMessage> {
  return api.call(messagesApi.readMessage, { id });
}
