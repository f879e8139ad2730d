import type { Db } from '../../infra/db';
import { createOutboxRepository, type OutboxEntry } from '../../infra/messages/outbox-repository';

export interface OutboxDeps {
  db: Db;
}

/** The operator's view of the outbox (infra/messages' table): what the default provider "sent". */
export function createOutboxService({ db }: OutboxDeps) {
  const outbox = createOutboxRepository(db);
  return {
    /** The merchant's newest messages (optionally to one address), newest first; in `tx` when given. */
    list: (merchantId: number, to: string | undefined, limit = 50, tx: Db = db): Promise<OutboxEntry[]> =>
      outbox.list(merchantId, to, limit, tx),
  };
}
export type OutboxService = ReturnType<typeof createOutboxService>;
