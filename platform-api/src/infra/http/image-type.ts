import { createHash } from 'node:crypto';
import type { DomainError } from '../errors/domain-error';
import type { UploadedFile } from './multipart';

/** The image types an uploaded photo may be (SPEC §5, §9: jpeg, jpg, png), told by the file's first bytes. */
export type ImageType = 'image/jpeg' | 'image/png';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_SIGNATURE = Buffer.from([0xff, 0xd8, 0xff]);

/** JPEG or PNG by magic number (whatever name or type the client declared); null for anything else. */
export function sniffImageType(bytes: Buffer): ImageType | null {
  if (bytes.length >= PNG_SIGNATURE.length && bytes.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE))
    return 'image/png';
  if (bytes.length >= JPEG_SIGNATURE.length && bytes.subarray(0, JPEG_SIGNATURE.length).equals(JPEG_SIGNATURE))
    return 'image/jpeg';
  return null;
}

/** An uploaded image that passed `checkImage`: its type by content, bytes and sha256 (hex). */
export interface CheckedImage {
  contentType: ImageType;
  bytes: Buffer;
  sha256: string;
}

/**
 * The upload rule every image field follows (ID photos, deposit receipts): a file cut at the endpoint's
 * size limit (`truncated`, see readMultipart) → `tooLarge()`; then not JPEG or PNG by its bytes →
 * `badType()`. The file name and declared type are never trusted. The errors are the caller's own codes.
 */
export function checkImage(
  file: UploadedFile,
  fail: { tooLarge: () => DomainError; badType: () => DomainError },
): CheckedImage {
  if (file.truncated) throw fail.tooLarge();
  const contentType = sniffImageType(file.bytes);
  if (!contentType) throw fail.badType();
  return { contentType, bytes: file.bytes, sha256: createHash('sha256').update(file.bytes).digest('hex') };
}
