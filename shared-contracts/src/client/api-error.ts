/** Codes the client itself produces; the server adds its own (see docs/contracts.md). */
export type ClientErrorCode = 'NETWORK' | 'TIMEOUT' | 'UNAUTHORIZED' | 'BAD_RESPONSE' | 'NO_PUBLIC_KEY';

/** The one error type every failed call throws. `message` is an i18n key or server text. */
export class ApiError extends Error {
  constructor(
    public readonly code: string,
    message: string,
    public readonly status: number,
    public readonly path: string,
    /** For VALIDATION failures: the offending field (dotted path) and a register rule's bounds. */
    public readonly details: { field?: string | null; min?: number; max?: number } = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;
