import type { QueueMark, QueuePage, QueueQuery } from '../../infra/review-queue';
import type { MembersService } from '../members';
import type { IdDocumentRepository } from './id-document-repository';

/**
 * The identity reviews waiting for an operator, as the money desk's inbox reads them: members whose status is P
 * (members module) since their last upload (member_id_documents). Two modules' tables, so the two reads are joined
 * here in code; the list is short (members waiting for a review), filtered and sorted as every queue is.
 */
export function createIdReviewQueue(
  members: Pick<MembersService, 'idVerificationPending'>,
  documents: Pick<IdDocumentRepository, 'uploadedAt'>,
) {
  const waiting = async (merchantIds: readonly number[] | null) => {
    const pending = await members.idVerificationPending(merchantIds);
    const at = await documents.uploadedAt(pending.map((m) => m.id));
    return pending.map((m) => ({ ...m, createdAt: at.get(m.id) ?? new Date(0) }));
  };
  return {
    /** A page of the waiting reviews (id: the member's id; no amount) and how many match. */
    async pending(q: QueueQuery): Promise<QueuePage> {
      if (q.minAmount !== undefined || q.maxAmount !== undefined) return { total: 0, items: [] };
      const before = q.createdBefore?.getTime() ?? Infinity;
      const rows = (await waiting(q.merchantIds)).filter(
        (r) => r.createdAt.getTime() <= before && (!q.ids || q.ids.includes(r.id)),
      );
      const dir = q.sort === 'age' && q.order === 'desc' ? -1 : 1;
      rows.sort((a, b) => dir * (a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id));
      const items = rows.slice(0, q.limit).map((r) => ({
        id: r.id,
        merchantId: r.merchantId,
        memberId: r.id,
        amount: null,
        currency: null,
        createdAt: r.createdAt,
      }));
      return { total: rows.length, items };
    },
    /** Per merchant: how many reviews wait and the highest member id. */
    async marks(): Promise<QueueMark[]> {
      const marks = new Map<number, QueueMark>();
      for (const r of await members.idVerificationPending(null)) {
        const m = marks.get(r.merchantId) ?? { merchantId: r.merchantId, count: 0, maxId: 0 };
        marks.set(r.merchantId, { ...m, count: m.count + 1, maxId: Math.max(m.maxId, r.id) });
      }
      return [...marks.values()];
    },
  };
}
