import type { IdVerificationStatus } from 'shared-contracts';
import type { Db } from '../../infra/db';
import type { UploadedFile } from '../../infra/http/multipart';
import type { MembersService } from '../members';
import { createIdDocumentRepository } from './id-document-repository';
import { createIdReviewQueue } from './id-review-queue';
import { reviewIdVerification, uploadIdImages, type IdUploadDeps } from './id-upload';

export interface IdVerificationDeps {
  db: Db;
  members: IdUploadDeps['members'] & Pick<MembersService, 'findByUsername' | 'idVerificationPending'>;
}

/**
 * The identity-verification domain: the member's ID photos (member_id_documents); the status
 * itself (N, P, A, R) is a column of the member, written through the members module.
 */
export function createIdVerificationService({ db, members }: IdVerificationDeps) {
  const deps: IdUploadDeps = { db, members, documents: createIdDocumentRepository(db) };
  return {
    /** The identity reviews waiting for an operator, as the money desk's inbox reads them (id: the member's). */
    desk: createIdReviewQueue(members, deps.documents),
    /** POST /wps/member/upload/id: stores the photos; the status becomes P. */
    upload: (
      memberId: number,
      files: Readonly<Record<string, UploadedFile>>,
    ): Promise<{ status: IdVerificationStatus }> => uploadIdImages(deps, memberId, files),
    /** The operator's review: P → A or R (NOT_FOUND, VALIDATION field `status` when nothing is pending). */
    review: (merchantId: number, username: string, status: 'A' | 'R') =>
      reviewIdVerification(deps, merchantId, username, status),
  };
}
export type IdVerificationService = ReturnType<typeof createIdVerificationService>;
