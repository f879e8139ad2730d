import { formatMoney } from 'shared-contracts';

/**
 * Messages the platform writes about money (SPEC §3 "Internal messages", ADR 0006). The kind and its
 * parameters are stored with the message, so a client shows it in the player's language through the
 * `common` keys `msg_<kind>_title` and `msg_<kind>_body` (shared-contracts i18n/money.ts, interpolating
 * the parameters); title and content hold the English text for anything that does not know the kind.
 */
export type MessageKind =
  | 'deposit_credited'
  | 'deposit_failed'
  | 'withdrawal_approved'
  | 'withdrawal_rejected'
  | 'withdrawal_returned'
  | 'withdrawal_dispute_closed'
  | 'upline_transfer_received'
  | 'reward_granted';

export interface MessageParams {
  /** The deposit's id (deposit kinds). */
  depositId?: number;
  /** The withdrawal's id (withdrawal kinds). */
  withdrawalId?: number;
  /** Minor units; the English text shows it formatted with the currency. */
  amount: number;
  currency: string;
  /** Why a deposit failed (`declined`, `expired`, `rejected`) and the operator's reason when there is one (a rejected withdrawal's too). */
  reason?: string;
  note?: string;
  /** Who sent the money (a transfer from a downline: its username). */
  from?: string;
  /** What a reward was granted for (reward_granted: the activity, level, mission or invitee). */
  title?: string;
}

export interface Notification {
  kind: MessageKind;
  params: MessageParams;
}

const REASONS_EN: Record<string, string> = {
  declined: 'the payment was declined',
  expired: 'the payment was not completed in time',
  rejected: 'the transfer could not be confirmed',
};

/** The English title and content of a notification (kept with the message as its fallback text). */
export function englishText({ kind, params: p }: Notification): { title: string; content: string } {
  const money = `${formatMoney(p.amount)} ${p.currency}`;
  if (kind === 'withdrawal_approved')
    return {
      title: 'Withdrawal approved',
      content: `Your withdrawal #${p.withdrawalId} of ${money} has been paid to your bank account. Please confirm when you receive it.`,
    };
  if (kind === 'withdrawal_rejected')
    return {
      title: 'Withdrawal rejected',
      content: `Your withdrawal #${p.withdrawalId} of ${money} was rejected and returned to your wallet.${p.note ? ` Note: ${p.note}` : ''}`,
    };
  if (kind === 'withdrawal_returned')
    return {
      title: 'Withdrawal returned',
      content: `Your withdrawal #${p.withdrawalId} of ${money} came back from the bank and was returned to your wallet.`,
    };
  if (kind === 'withdrawal_dispute_closed')
    return {
      title: 'Withdrawal check finished',
      content: `We checked your withdrawal #${p.withdrawalId} of ${money}: the bank shows it was delivered.${p.note ? ` Note: ${p.note}` : ''}`,
    };
  if (kind === 'reward_granted')
    return {
      title: 'New reward',
      content: `You have a new reward of ${money}: ${p.title ?? ''}. Claim it in the reward center.`,
    };
  if (kind === 'upline_transfer_received')
    return { title: 'Transfer received', content: `${p.from ?? 'Your downline'} transferred ${money} to your wallet.` };
  if (kind === 'deposit_credited')
    return {
      title: 'Deposit credited',
      content: `Your deposit #${p.depositId} of ${money} has been credited to your wallet.`,
    };
  const why = REASONS_EN[p.reason ?? ''] ?? 'it could not be completed';
  const note = p.note ? ` Note: ${p.note}` : '';
  return {
    title: 'Deposit failed',
    content: `Your deposit #${p.depositId} of ${money} failed: ${why}. Nothing was taken from your wallet.${note}`,
  };
}
