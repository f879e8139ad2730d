/** What the catalogue knows of a code: its HTTP status and the i18n key (namespace `common`) the client translates. */
export interface ErrorEntry {
  status: number;
  message: string;
}
export type ErrorTable = Record<string, ErrorEntry>;

/** Envelope properties sent beside `code` and `message` (`field`, `min`, `max`, a developer `detail` …). */
export interface ErrorExtra {
  /** The request field at fault (dotted path), shown under that field. */
  field?: string | null;
  /** Developer text in English (which schema rule failed …); never shown as is: the client shows `message`. */
  detail?: string;
  [key: string]: unknown;
}

export interface ErrorOptions {
  /** Another i18n key than the catalogue's (register-rule families `reg_pattern_<ID>`, `err_input_empty`). */
  message?: string;
  /** Response headers (`retry-after`). */
  headers?: Record<string, string>;
}

/**
 * An expected refusal. Services and repositories throw it with a catalogued code; the HTTP layer
 * answers it with the catalogue's status and message key (src/errors.ts). It knows nothing of HTTP.
 */
export class DomainError extends Error {
  constructor(
    readonly code: string,
    readonly extra: ErrorExtra = {},
    readonly options: ErrorOptions = {},
  ) {
    super(options.message ?? code);
    this.name = 'DomainError';
  }
}

/** Declares a module's entries of the one error catalogue (its `errors.ts`). */
export const defineErrors = <T extends ErrorTable>(table: T): T => table;

/** A thrower typed to one table's codes: `const fail = errorFactory(GAMES_ERRORS); throw fail('GAME_NOT_FOUND')`. */
export const errorFactory =
  <T extends ErrorTable>(_table: T) =>
  (code: keyof T & string, extra?: ErrorExtra, options?: ErrorOptions): DomainError =>
    new DomainError(code, extra, options);
