import type { IdVerificationStatus } from 'shared-contracts';
import type { Db } from '../../infra/db';
import type { UploadedFile } from '../../infra/http/multipart';
import type { InboxService } from '../inbox';
import type { MembersService } from '../members';
import { createIdDocumentRepository, type IdDocumentKind } from './id-document-repository';
import { createIdReviewQueue } from './id-review-queue';
import { reviewIdVerification, uploadIdImages, type IdUploadDeps } from './id-upload';

export interface IdVerificationDeps {
  db: Db;
  members: IdUploadDeps['members'] & Pick<MembersService, 'findByUsername' | 'idVerificationPending'>;
  inbox: Pick<InboxService, 'send'>;
}

/** The platform message a reviewed member gets (English: the inbox keeps no message kind for it yet). */
function reviewMessage(status: 'A' | 'R', reason: string | undefined): { title: string; content: string } {
  if (status === 'A')
    return { title: 'Identity verified', content: '<p>Your identity documents were approved. Thank you.</p>' };
  const why = reason ? ` Reason: ${reason}` : '';
  return {
    title: 'Identity verification rejected',
    content: `<p>Your identity documents were not accepted.${why} Please upload them again.</p>`,
  };
}

/**
 * The identity-verification domain: the member's ID photos (member_id_documents); the status
 * itself (N, P, A, R) is a column of the member, written through the members module.
 */
export function createIdVerificationService({ db, members, inbox }: IdVerificationDeps) {
  const documents = createIdDocumentRepository(db);
  const deps: IdUploadDeps = { db, members, documents };
  return {
    /** The identity reviews waiting for an operator, as the money desk's inbox reads them (id: the member's). */
    desk: createIdReviewQueue(members, deps.documents),
    /** POST /wps/member/upload/id: stores the photos; the status becomes P. */
    upload: (
      memberId: number,
      files: Readonly<Record<string, UploadedFile>>,
    ): Promise<{ status: IdVerificationStatus }> => uploadIdImages(deps, memberId, files),
    /**
     * The operator's review: P → A or R (NOT_FOUND, VALIDATION field `status` when nothing is pending), and the
     * member's platform message (with the reason of a rejection), in `tx` when given (the route's audit).
     */
    async review(merchantId: number, username: string, status: 'A' | 'R', reason?: string, tx?: Db) {
      const run = async (t: Db) => {
        const reviewed = await reviewIdVerification(deps, merchantId, username, status, t);
        const message = reviewMessage(status, reason);
        await inbox.send(reviewed.memberId, message.title, message.content, t);
        return reviewed;
      };
      return tx ? run(tx) : db.transaction(run);
    },
    /** When each member last sent its photos, by member id (the back office's KYC queue). */
    submittedAt: (memberIds: readonly number[]) => documents.submittedAt(memberIds),
    /** The member's photos without their bytes (kind order FRONT, BACK, SELFIE). */
    documents: (memberId: number) => documents.list(memberId),
    /** One of the member's photos with its bytes, or null. */
    image: (memberId: number, kind: IdDocumentKind) => documents.image(memberId, kind),
  };
}
export type IdVerificationService = ReturnType<typeof createIdVerificationService>;
