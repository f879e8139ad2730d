import { isApiError } from 'shared-contracts';

/**
 * Whether the server answered a money call with a refusal (4xx): the next attempt is a new request and
 * needs a new request id. A lost answer (network, timeout, 5xx) keeps the id, so a retry replays the
 * first request instead of moving money twice.
 */
export const refusedByServer = (e: unknown): boolean => isApiError(e) && e.status >= 400 && e.status < 500;
