// A payment provider's `x-signature` (ADR 0006): the platform's server-to-server body signature, keyed with
// the merchant's provider secret.
export {
  signBody as signPaymentBody,
  bodySignatureMatches as paymentSignatureMatches,
} from '../../infra/crypto/body-signature';

/** Seconds a callback's `timestamp` may be away from the platform's clock. */
export const CALLBACK_MAX_AGE_SECONDS = 300;
