/** An expected failure a handler throws; the error handler answers it as `fail(code, message)` with this status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    /** Extra envelope properties (e.g. `field`, `min`, `max`), sent beside code and message. */
    readonly extra: Record<string, unknown> = {},
    /** Response headers (e.g. `retry-after`). */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** 404 for a merchant code that matches no merchant. */
export const merchantNotFound = (): HttpError => new HttpError(404, 'MERCHANT_NOT_FOUND', 'Unknown merchant');
