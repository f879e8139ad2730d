import type { Multipart } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { Endpoint } from 'shared-contracts';
import { commonError, invalidField } from '../errors/common-errors';
import { DomainError } from '../errors/domain-error';

/** One file of a multipart request, read into memory (never more than `fileSize` bytes). */
export interface UploadedFile {
  fieldname: string;
  filename: string;
  /** What the client declared: not to be trusted (look at the bytes). */
  declaredType: string;
  /** The bytes read; only the first `fileSize` when `truncated`. */
  bytes: Buffer;
  /** The file was longer than the `fileSize` limit. */
  truncated: boolean;
}

export interface MultipartLimits {
  /** Bytes per file; a longer file is cut and marked `truncated` (the handler decides the error). */
  fileSize: number;
  /** Files per request; more → 413 PAYLOAD_TOO_LARGE. */
  files: number;
}

/** What a multipart request carried: its text fields (the handler's `input`) and its files by field name. */
export interface MultipartBody {
  fields: Record<string, string>;
  files: Record<string, UploadedFile>;
}

/** The fields of an endpoint's request schema that are files (`format: 'binary'`, shared-contracts FileSchema). */
export function fileFieldsOf(endpoint: Endpoint): string[] {
  const props = (endpoint.request as { properties?: Record<string, { format?: string }> }).properties ?? {};
  return Object.entries(props)
    .filter(([, schema]) => schema.format === 'binary')
    .map(([name]) => name);
}

const LIMIT_ERRORS = new Set(['FST_FILES_LIMIT', 'FST_PARTS_LIMIT', 'FST_FIELDS_LIMIT']);

/**
 * Reads a multipart/form-data body (@fastify/multipart) to the end: files only under the
 * endpoint's file fields (another name, or the same one twice → 400 VALIDATION), each cut at
 * `fileSize`; empty file parts (a browser's empty file input) are left out. Not multipart → 415;
 * more files or parts than allowed → 413 PAYLOAD_TOO_LARGE; a malformed body → 400 BAD_REQUEST.
 */
export async function readMultipart(
  request: FastifyRequest,
  fileFields: readonly string[],
  limits: MultipartLimits,
): Promise<MultipartBody> {
  if (!request.isMultipart())
    throw commonError('UNSUPPORTED_MEDIA_TYPE', { detail: 'This endpoint takes multipart/form-data' });
  const body: MultipartBody = { fields: {}, files: {} };
  let problem: DomainError | null = null;
  try {
    // The plugin is registered with throwFileSizeLimit: false (app.ts): a long file is cut and marked truncated.
    const parts: AsyncIterableIterator<Multipart> = request.parts({
      limits: { fileSize: limits.fileSize, files: limits.files, fields: 20, parts: limits.files + 20 },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') body.fields[part.fieldname] = part.value;
        continue;
      }
      // Read every file to the end, even one that is refused, so the whole body is consumed.
      const bytes = await part.toBuffer();
      const file: UploadedFile = {
        fieldname: part.fieldname,
        filename: part.filename,
        declaredType: part.mimetype,
        bytes,
        truncated: part.file.truncated,
      };
      if (!fileFields.includes(part.fieldname))
        problem ??= invalidField(part.fieldname, `${part.fieldname} is not a file field of this endpoint`);
      else if (body.files[part.fieldname])
        problem ??= invalidField(part.fieldname, `${part.fieldname} sent more than once`);
      else if (bytes.length > 0 || file.filename) body.files[part.fieldname] = file;
    }
  } catch (e) {
    if (e instanceof DomainError) throw e;
    const { code, statusCode } = e as { code?: string; statusCode?: number };
    if (code && LIMIT_ERRORS.has(code))
      throw commonError('PAYLOAD_TOO_LARGE', { detail: `Too many parts: at most ${limits.files} files per request` });
    if (statusCode && statusCode >= 400 && statusCode < 500) throw e;
    // busboy's own errors (no boundary, truncated body …) carry no status: bad input, not a 500.
    throw commonError('BAD_REQUEST', { detail: 'Malformed multipart/form-data body' });
  }
  if (problem) throw problem;
  return body;
}
