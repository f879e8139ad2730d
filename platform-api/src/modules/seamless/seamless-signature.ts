// A seamless-wallet request's `x-signature` (ADR 0002): the platform's server-to-server body signature.
export {
  signBody as signSeamlessBody,
  bodySignatureMatches as seamlessSignatureMatches,
} from '../../infra/crypto/body-signature';
