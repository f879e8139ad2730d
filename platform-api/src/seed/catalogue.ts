import { createMemberMessageRepository } from '../modules/inbox/member-message-repository';
import { createNoticeRepository, type NewNotice } from '../modules/content/notice-repository';
import type { Db } from '../infra/db';
import { DEMO_MESSAGES, DEMO_NOTICES } from './data/notices';

export interface NoticeSeed {
  notices: readonly NewNotice[];
  /** Unread internal messages of one member (`username`). */
  messages: readonly { title: string; content: string }[];
  username: string;
}

const DEMO: NoticeSeed = { notices: DEMO_NOTICES, messages: DEMO_MESSAGES, username: 'demo_player' };

/** The merchant's notices (sanitised by the repository like any other write) and one member's unread messages (demo_player's by default). */
export async function insertCatalogueDemo(tx: Db, merchantId: number, seed: NoticeSeed = DEMO): Promise<void> {
  const notices = createNoticeRepository(tx);
  for (const n of seed.notices) await notices.create(merchantId, n);
  const { rows } = await tx.query<{ id: number }>('SELECT id FROM members WHERE merchant_id = $1 AND username = $2', [
    merchantId,
    seed.username,
  ]);
  const member = rows[0];
  if (!member) throw new Error(`${seed.username} must be seeded before its messages`);
  const messages = createMemberMessageRepository(tx);
  for (const m of seed.messages) await messages.create(member.id, m.title, m.content);
}
