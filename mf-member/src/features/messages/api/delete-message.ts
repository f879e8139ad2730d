import { api, messagesApi } from 'shared-contracts';

/** Deletes one message (it is never listed again). */
export function deleteMessage(id: number): Promise<null> {
  return api.call(messagesApi.deleteMessage, { id });
}
