import type { IdVerificationStatus } from 'shared-contracts';
import { checkImage } from '../../infra/http/image-type';
import type { UploadedFile } from '../../infra/http/multipart';
import type { Db } from '../../infra/db';
import { commonError, invalidField, notFound } from '../../infra/errors/common-errors';
import type { MembersService } from '../members';
import { idVerificationError } from './errors';
import type { IdDocumentKind, IdDocumentRepository, NewIdDocument } from './id-document-repository';

export interface IdUploadDeps {
  db: Db;
  members: Pick<
    MembersService,
    'lockIdVerificationStatus' | 'setIdVerificationStatus' | 'findByUsername' | 'reviewIdVerification'
  >;
  documents: IdDocumentRepository;
}

/** The multipart field of each kind of photo (SPEC §3 ID image upload). */
const FIELDS: Record<IdDocumentKind, string> = { FRONT: 'idCardFront', BACK: 'idCardBack', SELFIE: 'idCardSelfie' };

/** One photo: over the size limit → ID_IMAGE_TOO_LARGE; not JPEG or PNG by its bytes → ID_IMAGE_TYPE. */
function photo(kind: IdDocumentKind, file: UploadedFile): NewIdDocument {
  const image = checkImage(file, {
    tooLarge: () => idVerificationError('ID_IMAGE_TOO_LARGE', { field: file.fieldname }),
    badType: () => idVerificationError('ID_IMAGE_TYPE', { field: file.fieldname }),
  });
  return { kind, ...image };
}

/** The three photos to store: front and selfie required, back defaulting to the front (SPEC §3). */
function photosOf(files: Readonly<Record<string, UploadedFile>>): NewIdDocument[] {
  const front = files[FIELDS.FRONT];
  const selfie = files[FIELDS.SELFIE];
  if (!front) throw idVerificationError('ID_FRONT_REQUIRED', { field: FIELDS.FRONT });
  if (!selfie) throw idVerificationError('ID_SELFIE_REQUIRED', { field: FIELDS.SELFIE });
  const frontDoc = photo('FRONT', front);
  const back = files[FIELDS.BACK];
  return [frontDoc, back ? photo('BACK', back) : { ...frontDoc, kind: 'BACK' }, photo('SELFIE', selfie)];
}

/**
 * POST /wps/member/upload/id (token, real accounts, multipart; the files are read before this).
 * Under a lock on the member, in order: an approved member may not upload again
 * (ID_ALREADY_VERIFIED); front present (ID_FRONT_REQUIRED); selfie present (ID_SELFIE_REQUIRED);
 * each file's size (ID_IMAGE_TOO_LARGE), then its type by magic bytes (ID_IMAGE_TYPE). The photos
 * replace earlier ones and the status becomes P (pending review), also after a rejection (R).
 */
export async function uploadIdImages(
  { db, members, documents }: IdUploadDeps,
  memberId: number,
  files: Readonly<Record<string, UploadedFile>>,
): Promise<{ status: IdVerificationStatus }> {
  await db.transaction(async (tx) => {
    const status = await members.lockIdVerificationStatus(memberId, tx);
    if (status === null) throw commonError('UNAUTHORIZED');
    if (status === 'A') throw idVerificationError('ID_ALREADY_VERIFIED');
    await documents.save(memberId, photosOf(files), tx);
    await members.setIdVerificationStatus(memberId, 'P', tx);
  });
  return { status: 'P' };
}

/**
 * The operator's review (POST /ops/members/:username/id-verification): a pending (P) member becomes
 * A (approved) or R (rejected; may upload again). Unknown member → 404; not pending → 400 VALIDATION.
 */
export async function reviewIdVerification(
  { members }: IdUploadDeps,
  merchantId: number,
  username: string,
  status: 'A' | 'R',
  tx?: Db,
): Promise<{ memberId: number; username: string; status: IdVerificationStatus }> {
  const member = await members.findByUsername(merchantId, username, tx);
  if (!member) throw notFound(`No member ${username}`);
  if (!(await members.reviewIdVerification(member.id, status, tx)))
    throw invalidField('status', `${member.username} has no ID verification pending review`);
  return { memberId: member.id, username: member.username, status };
}
