import type { Merchant } from '../../merchants';

/** What the platform asks a payment provider to open for a gateway deposit. */
export interface PaymentRequest {
  merchant: Merchant;
  /** The deposit's reference at the provider (its id). */
  reference: string;
  amount: number;
  currency: string;
  /** Where the provider sends the player back when the payment ends. */
  returnUrl: string;
}

/** A payment provider's integration: opens (or finds again, for the same reference) a payment session. */
export interface PaymentGateway {
  createPayment(r: PaymentRequest): Promise<{ session: string; payUrl: string }>;
}

/** The provider codes of gateway channels and the path segment of their callback URL. */
export const CALLBACK_PATHS: Readonly<Record<string, string>> = { DEMO_PSP: 'demo-psp' };
