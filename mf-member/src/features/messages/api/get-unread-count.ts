import { useEffect } from 'react';
import { bus, noticeApi } from 'shared-contracts';
import { useCall } from 'shared-ui';

/** The unread count (SPEC §7 `/wps/relay/CSP_unreadCount`) for the member menu's badge; follows `messages:changed`. */
export function useUnreadCount(enabled = true): number {
  const { data, reload } = useCall(noticeApi.getUnreadCount, {}, enabled);
  useEffect(() => bus.on('messages:changed', () => reload()), [reload]);
  return data?.count ?? 0;
}
