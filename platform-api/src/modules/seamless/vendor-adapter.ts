import type { CreatedLaunchSession } from './launch-session-repository';
import type { SeamlessClient } from './seamless-client';

/** What the platform asks when a member opens one of the vendor's games (an adapter serves one merchant). */
export interface VendorLaunchRequest {
  memberId: number;
  gameCode: string;
  /** Fun mode (forced for trials): the member's fun chips, currency FUN. */
  fun: boolean;
  /** Lifetime of the launch for debits (default 4 h); every other call works after it. */
  ttlSeconds?: number;
}

/**
 * The one contract a game vendor integration goes through (ADR 0018; docs/vendor-integration.md). `launch` is the
 * platform's side of a game launch: the launch session whose `memberRef` the vendor sends back on every call. The
 * other methods are the vendor's calls to the seamless wallet — an adapter turns the vendor's own protocol into
 * these, signed `POST /seamless/v1/*` requests, so whatever an adapter does, an external vendor can do too.
 *
 * Every money call carries the vendor's `transactionId`: the same call again answers the first answer unchanged;
 * the same id with another payload is refused. A refusal throws `SeamlessCallError` with the HTTP status and the
 * envelope's code (`INSUFFICIENT_FUNDS`, `ROUND_CLOSED`, `IDEMPOTENCY_CONFLICT` …).
 */
export interface VendorAdapter extends SeamlessClient {
  /** The vendor code (`vendors.code`) the calls are signed as. */
  readonly vendor: string;
  /** Opens a launch session for the member and game: the `memberRef`, currency, fun mode and expiry. */
  launch(r: VendorLaunchRequest): Promise<CreatedLaunchSession>;
}
