import type { playersOpsApi, ResponseOf } from 'shared-contracts';
import type { IdVerificationStatus } from 'shared-contracts';
import { notFound } from '../../infra/errors/common-errors';
import { paging } from '../../infra/paging';
import type { IdDocumentKind, IdVerificationService } from '../id-verification';
import type { MembersService } from '../members';
import type { Merchant } from '../merchants';

export interface KycQueueDeps {
  members: Pick<MembersService, 'ops'>;
  idVerification: Pick<IdVerificationService, 'submittedAt' | 'documents' | 'image'>;
}

type KycStatus = 'PENDING' | 'APPROVED' | 'REJECTED';
const CODE: Record<KycStatus, IdVerificationStatus> = { PENDING: 'P', APPROVED: 'A', REJECTED: 'R' };
const STATUS: Partial<Record<IdVerificationStatus, KycStatus>> = { P: 'PENDING', A: 'APPROVED', R: 'REJECTED' };
const KINDS: Record<string, IdDocumentKind> = { front: 'FRONT', back: 'BACK', selfie: 'SELFIE' };

/**
 * The KYC review queue (issue 25): a submission is a member's identity verification — its latest photos and its
 * status — and its id is the member's id. The decision is the id-verification module's review route.
 */
export function createKycQueue({ members, idVerification }: KycQueueDeps) {
  return {
    /** GET /ops/kyc: the merchant's submissions of a status (default PENDING), oldest member first. */
    async list(
      merchant: Merchant,
      q: { status?: KycStatus; page?: number; pageSize?: number },
    ): Promise<ResponseOf<typeof playersOpsApi.listKyc>> {
      const status = q.status ?? 'PENDING';
      const page = paging({ pageNo: q.page, pageSize: q.pageSize });
      const { rows, total } = await members.ops.byIdVerification(merchant.id, CODE[status], page);
      const sent = await idVerification.submittedAt(rows.map((r) => r.id));
      const list = rows.map((r) => ({
        id: r.id,
        memberId: r.id,
        username: r.username,
        status,
        documentType: r.idType,
        submittedAt: (sent.get(r.id) ?? new Date(0)).toISOString(),
      }));
      return { list, ...page.pages(total) };
    },

    /** GET /ops/kyc/:id: one submission with the /ops URLs of its photos; NOT_FOUND without photos or a status. */
    async get(merchant: Merchant, id: number): Promise<ResponseOf<typeof playersOpsApi.getKyc>> {
      const m = await members.ops.overview(merchant.id, id);
      const status = m && STATUS[m.idVerificationStatus];
      const docs = m ? await idVerification.documents(id) : [];
      if (!m || !status || docs.length === 0) throw notFound(`KYC submission ${id}`);
      const sent = await idVerification.submittedAt([id]);
      const query = `?merchant=${encodeURIComponent(merchant.code)}`;
      return {
        id,
        memberId: id,
        username: m.username,
        status,
        documentType: m.idType,
        submittedAt: (sent.get(id) ?? new Date(0)).toISOString(),
        images: docs.map((d) => {
          const kind = d.kind.toLowerCase();
          return { kind, url: `/ops/kyc/${id}/images/${kind}${query}` };
        }),
      };
    },

    /** One photo (`front`, `back`, `selfie`) of the merchant's member; NOT_FOUND otherwise. */
    async image(merchant: Merchant, id: number, kind: string) {
      const k = KINDS[kind];
      const m = k ? await members.ops.overview(merchant.id, id) : null;
      const file = m && k ? await idVerification.image(id, k) : null;
      if (!file) throw notFound(`KYC image ${id}/${kind}`);
      return file;
    },
  };
}
export type KycQueue = ReturnType<typeof createKycQueue>;
