import type { Db } from '../../infra/db';
import { createMemberMessageRepository } from './member-message-repository';

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
    /** Messages the member has not read. */
    unreadCount: (memberId: number): Promise<number> => messages.unreadCount(memberId),
  };
}
export type InboxService = ReturnType<typeof createInboxService>;
