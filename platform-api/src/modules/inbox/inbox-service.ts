import type { Db } from '../../infra/db';
import { createMemberMessageRepository } from './member-message-repository';
import { englishText, type Notification } from './message-kinds';

export interface InboxDeps {
  db: Db;
}

/** The inbox domain: internal messages to a member (SPEC §3 "Internal messages"); the header shows the unread count. */
export function createInboxService({ db }: InboxDeps) {
  const messages = createMemberMessageRepository(db);
  return {
    /** Sends a message (content HTML, sanitised); returns its id. */
    send: (memberId: number, title: string, content: string, tx?: Db): Promise<number> =>
      messages.create(memberId, title, content, tx),
    /**
     * Sends one of the platform's notifications (deposit credited / failed …): its kind and parameters
     * for the client to translate, its English text as title and content. Pass the `tx` of the state
     * change it reports, so the message exists exactly when the change does.
     */
    notify: (memberId: number, n: Notification, tx?: Db): Promise<number> => {
      const { title, content } = englishText(n);
      return messages.create(memberId, title, content, tx, { kind: n.kind, params: n.params });
    },
    /** Messages the member has not read. */
    unreadCount: (memberId: number): Promise<number> => messages.unreadCount(memberId),
  };
}
export type InboxService = ReturnType<typeof createInboxService>;
