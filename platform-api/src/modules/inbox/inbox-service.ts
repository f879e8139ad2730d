import type { MemberMessage, RequestOf, ResponseOf, messagesApi } from 'shared-contracts';
import type { Db } from '../../infra/db';
import { notFound } from '../../infra/errors/common-errors';
import { paging } from '../../infra/paging';
import { createMemberMessageRepository, type StoredMessage } from './member-message-repository';
import { englishText, type Notification } from './message-kinds';

const view = (m: StoredMessage): MemberMessage => ({
  ...m,
  read: m.readAt !== null,
  createdAt: m.createdAt.toISOString(),
  readAt: m.readAt?.toISOString() ?? null,
});

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
    /** Messages the member has not read (deleted ones left out). */
    unreadCount: (memberId: number): Promise<number> => messages.unreadCount(memberId),
    /** The message page: the member's messages, newest (or unread) first, paged, with the unread count. */
    async list(
      memberId: number,
      input: RequestOf<typeof messagesApi.listMessages>,
    ): Promise<ResponseOf<typeof messagesApi.listMessages>> {
      const page = paging(input, 10);
      const query = { unreadFirst: input.unreadFirst ?? false, limit: page.limit, offset: page.offset };
      const [{ list, total }, unread] = [await messages.list(memberId, query), await messages.unreadCount(memberId)];
      return { list: list.map(view), ...page.pages(total), unread };
    },
    /** One of the member's messages, marked read; NOT_FOUND for another member's, a deleted or an unknown id. */
    async read(memberId: number, id: number): Promise<MemberMessage> {
      const m = await messages.read(memberId, id);
      if (!m) throw notFound(`member ${memberId} has no message ${id}`);
      return view(m);
    },
    /** Marks all the member's messages read; how many were unread. */
    readAll: (memberId: number): Promise<number> => messages.readAll(memberId),
    /** Deletes one of the member's messages (soft); NOT_FOUND for another member's, a deleted or an unknown id. */
    async remove(memberId: number, id: number): Promise<void> {
      if (!(await messages.softDelete(memberId, id))) throw notFound(`member ${memberId} has no message ${id}`);
    },
  };
}
export type InboxService = ReturnType<typeof createInboxService>;
