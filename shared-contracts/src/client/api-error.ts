/** Codes the client itself produces; the server adds its own (see docs/contracts.md). */
export type ClientErrorCode = 'NETWORK' | 'TIMEOUT' | 'UNAUTHORIZED' | 'BAD_RESPONSE' | 'NO_PUBLIC_KEY';

/** The envelope's own properties; everything else a failure carries is one of its params. */
const ENVELOPE_KEYS = new Set(['success', 'value', 'message', 'code', 'field', 'detail']);

/** A failure's params: what the envelope carries beside its own properties (`until`, `remaining`, `min` …). */
export function errorParams(body: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(body).filter(([k]) => !ENVELOPE_KEYS.has(k)));
}

/** The one error type every failed call throws. `message` is an i18n key or server text. */
export class ApiError extends Error {
  constructor(
    public readonly code: string,
    message: string,
    public readonly status: number,
    public readonly path: string,
    /** For VALIDATION failures: the offending field (dotted path) and a register rule's bounds. */
    public readonly details: { field?: string | null; min?: number; max?: number } = {},
    /** What else the failure carries for its message (`until` of SELF_EXCLUDED, `remaining` …). */
    public readonly params: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;
