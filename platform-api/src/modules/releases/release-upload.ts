import type { Multipart } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { ReleaseMetaSchema, type ReleaseMeta } from 'shared-contracts';
import { commonError, invalidField } from '../../infra/errors/common-errors';
import { DomainError } from '../../infra/errors/domain-error';
import { validatorCompiler } from '../../infra/http/validator-compiler';
import type { PublishInput } from './publish-release';

/** What one publish may carry (ADR 0012 §2). */
export const UPLOAD_LIMITS = { files: 2000, fileSize: 10 * 1024 * 1024, totalBytes: 60 * 1024 * 1024 } as const;

const PATH = /^[A-Za-z0-9._/-]+$/;

/** Why a release file's path is refused, or null: relative, no `..`, no leading `/`, `[A-Za-z0-9._/-]` only. */
export function pathProblem(path: string): string | null {
  if (!path) return 'a file has no path';
  if (path.length > 200) return `${path.slice(0, 40)}…: a path is at most 200 characters`;
  if (path.startsWith('/')) return `${path}: the path must be relative (no leading /)`;
  if (!PATH.test(path)) return `${path}: a path may only contain A-Z a-z 0-9 . _ / -`;
  if (path.split('/').some((s) => s === '..' || s === '.' || s === ''))
    return `${path}: a path may not contain .. or . or empty segments`;
  return null;
}

const checkMeta = validatorCompiler({
  schema: ReleaseMetaSchema as never,
  method: 'POST',
  url: '/ops/releases',
  httpPart: 'body',
});

/** The `meta` part, parsed and checked against ReleaseMetaSchema (400 VALIDATION naming the field). */
function parseMeta(text: string): ReleaseMeta {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw invalidField('meta', 'meta is not valid JSON');
  }
  const result = checkMeta(value) as { value?: unknown; error?: unknown };
  if (result.error)
    throw Object.assign(new Error('Invalid release meta'), {
      statusCode: 400,
      validation: result.error,
      validationContext: 'meta',
    });
  const meta = value as ReleaseMeta;
  for (const path of Object.keys(meta.files)) {
    const problem = pathProblem(path);
    if (problem) throw invalidField('meta.files', problem);
  }
  return meta;
}

/**
 * Reads a publish request: the `meta` field (JSON of ReleaseMetaSchema), then one file part per file, its path the
 * part's filename (or field name). Not multipart → 415; a bad meta or path → 400 VALIDATION; more than 2000 files, a
 * file over 10 MB or more than 60 MB in all → 413 PAYLOAD_TOO_LARGE.
 */
export async function readReleaseUpload(request: FastifyRequest): Promise<PublishInput> {
  if (!request.isMultipart())
    throw commonError('UNSUPPORTED_MEDIA_TYPE', { detail: 'POST /ops/releases takes multipart/form-data' });
  const files = new Map<string, Buffer>();
  let meta: ReleaseMeta | null = null;
  let total = 0;
  const tooLarge = (detail: string) => commonError('PAYLOAD_TOO_LARGE', { detail });
  try {
    const parts: AsyncIterableIterator<Multipart> = request.parts({
      preservePath: true,
      limits: {
        fileSize: UPLOAD_LIMITS.fileSize,
        files: UPLOAD_LIMITS.files,
        fields: 5,
        parts: UPLOAD_LIMITS.files + 5,
      },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.fieldname !== 'meta')
          throw invalidField(part.fieldname, `${part.fieldname} is not a field of a release`);
        meta = parseMeta(String(part.value));
        continue;
      }
      const path = part.filename || part.fieldname;
      const bytes = await part.toBuffer();
      if (part.file.truncated) throw tooLarge(`${path}: a release file is at most ${UPLOAD_LIMITS.fileSize} bytes`);
      total += bytes.length;
      if (total > UPLOAD_LIMITS.totalBytes)
        throw tooLarge(`a release is at most ${UPLOAD_LIMITS.totalBytes} bytes in all`);
      const problem = pathProblem(path);
      if (problem) throw invalidField('files', problem);
      if (files.has(path)) throw invalidField('files', `${path} was sent twice`);
      files.set(path, bytes);
    }
  } catch (e) {
    if (e instanceof DomainError || (e as { validation?: unknown }).validation) throw e;
    const { code, statusCode } = e as { code?: string; statusCode?: number };
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw tooLarge(`a release has at most ${UPLOAD_LIMITS.files} files and one meta field`);
    if (statusCode && statusCode >= 400 && statusCode < 500) throw e;
    throw commonError('BAD_REQUEST', { detail: 'Malformed multipart/form-data body' });
  }
  if (!meta) throw invalidField('meta', 'meta is required (the first part, JSON of ReleaseMeta)', 'err_input_empty');
  return { meta, files };
}
