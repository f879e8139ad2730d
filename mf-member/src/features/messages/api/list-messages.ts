import { messagesApi, type RequestOf } from 'shared-contracts';
import { useCall } from 'shared-ui';

/** One page of the member's messages (`/wps/messages`), newest or unread first, with the unread count. */
export function useMessages(query: RequestOf<typeof messagesApi.listMessages>) {
  return useCall(messagesApi.listMessages, query);
}
