/**
 * One SMS or e-mail. `to` is `+<dial code><number>` for SMS, the address for e-mail. Its own file: the providers
 * (message-provider.ts) and the outbox that stores it (outbox-repository.ts) both use it.
 */
export interface OutboundMessage {
  merchantId: number;
  channel: 'SMS' | 'EMAIL';
  to: string;
  body: string;
  /** The verification code the body carries, if any (kept by the outbox for development). */
  code?: string | null;
}
