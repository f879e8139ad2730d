import { api, messagesApi } from 'shared-contracts';

/** Marks every message read; answers how many were unread. */
export function readAllMessages(): Promise<{ updated: number }> {
  return api.call(messagesApi.readAllMessages, {});
}
