/** Codes the client itself produces; the server adds its own (see docs/contracts.md). */
export type ClientErrorCode = 'NETWORK' | 'TIMEOUT' | 'UNAUTHORIZED' | 'BAD_RESPONSE' | 'NO_PUBLIC_KEY';

/** What a failed call's envelope carried besides its code and message. */
export interface ApiErrorDetails {
  field?: string | null;
  min?: number;
  max?: number;
  [extra: string]: unknown;
}

/** The one error type every failed call throws. `message` is an i18n key or server text. */
export class ApiError extends Error {
  constructor(
    public readonly code: string,
    message: string,
    public readonly status: number,
    public readonly path: string,
    /**
     * The envelope's other fields: for VALIDATION failures the offending field (dotted path) and a rule's
     * bounds; some codes add their own (FUND_PASSWORD_WRONG `attemptsLeft`, TURNOVER_NOT_MET `required`/`done` …).
     */
    public readonly details: ApiErrorDetails = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;

/**
 * Whether the server refused a call (4xx): the next attempt is a new request and needs a new request id. A lost
 * answer (network, timeout, 5xx) keeps the id, so a retry replays the first request instead of moving money twice.
 */
export const refusedByServer = (e: unknown): boolean => isApiError(e) && e.status >= 400 && e.status < 500;
