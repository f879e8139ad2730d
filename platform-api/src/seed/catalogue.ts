import { createMemberMessageRepository } from '../modules/inbox/member-message-repository';
import { createNoticeRepository } from '../modules/content/notice-repository';
import type { Db } from '../infra/db';
import { DEMO_MESSAGES, DEMO_NOTICES } from './data/notices';

/** The demo notices (sanitised by the repository like any other write) and demo_player's unread messages. */
export async function insertCatalogueDemo(tx: Db, merchantId: number): Promise<void> {
  const notices = createNoticeRepository(tx);
  for (const n of DEMO_NOTICES) await notices.create(merchantId, n);
  const { rows } = await tx.query<{ id: number }>(
    "SELECT id FROM members WHERE merchant_id = $1 AND username = 'demo_player'",
    [merchantId],
  );
  const player = rows[0];
  if (!player) throw new Error('demo_player must be seeded before its messages');
  const messages = createMemberMessageRepository(tx);
  for (const m of DEMO_MESSAGES) await messages.create(player.id, m.title, m.content);
}
