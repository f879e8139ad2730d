/** The image types an ID photo may be (SPEC §5: jpeg, jpg, png), told by the file's first bytes. */
export type IdImageType = 'image/jpeg' | 'image/png';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_SIGNATURE = Buffer.from([0xff, 0xd8, 0xff]);

/** JPEG or PNG by magic number (whatever name or type the client declared); null for anything else. */
export function sniffImageType(bytes: Buffer): IdImageType | null {
  if (bytes.length >= PNG_SIGNATURE.length && bytes.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE))
    return 'image/png';
  if (bytes.length >= JPEG_SIGNATURE.length && bytes.subarray(0, JPEG_SIGNATURE.length).equals(JPEG_SIGNATURE))
    return 'image/jpeg';
  return null;
}
