/** A refusal of the running server's /ops API (or of the offline check of the operator's token), with its status and code. */
export class OperatorRequestError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'OperatorRequestError';
  }
}
