/** An expected failure a handler throws; the error handler answers it as `fail(code, message)` with this status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** 404 for a merchant code that matches no merchant. */
export const merchantNotFound = (): HttpError => new HttpError(404, 'MERCHANT_NOT_FOUND', 'Unknown merchant');
