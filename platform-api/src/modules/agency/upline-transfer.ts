import type { RequestOf, ResponseOf, transfersApi } from 'shared-contracts';
import type { Db } from '../../infra/db';
import type { InboxService } from '../inbox';
import type { MembersService } from '../members';
import type { Merchant } from '../merchants';
import { moneyPostings, type WalletService } from '../wallet';
import type { WithdrawalsService } from '../withdrawals';
import { agencyError } from './errors';

export interface UplineTransferDeps {
  db: Db;
  members: Pick<MembersService, 'findById'>;
  wallet: Pick<WalletService, 'mainBalance' | 'mainAccount' | 'post'>;
  inbox: Pick<InboxService, 'notify'>;
  withdrawals: Pick<WithdrawalsService, 'fundPasswordStatus' | 'verifyFundPassword'>;
}

/** The member's ACTIVE upline in the merchant, or null. */
async function uplineOf(deps: UplineTransferDeps, merchant: Merchant, memberId: number) {
  const me = await deps.members.findById(merchant.id, memberId);
  if (!me?.uplineId) return { me, upline: null };
  const upline = await deps.members.findById(merchant.id, me.uplineId);
  return { me, upline: upline && upline.status === 'ACTIVE' ? upline : null };
}

const view = (u: { username: string; nickname: string }) => ({ account: u.username, nickname: u.nickname || null });

/** GET /wps/transfers/upline: who the upline is, the balance, and whether the fund password is set. */
export async function uplineTransferInfo(
  deps: UplineTransferDeps,
  merchant: Merchant,
  memberId: number,
): Promise<ResponseOf<typeof transfersApi.getUplineTransferInfo>> {
  const [{ upline }, balance, fund] = await Promise.all([
    uplineOf(deps, merchant, memberId),
    deps.wallet.mainBalance(merchant, memberId),
    deps.withdrawals.fundPasswordStatus(memberId),
  ]);
  return { upline: upline ? view(upline) : null, balance, currency: merchant.currency, fundPasswordSet: fund.set };
}

/**
 * POST /wps/transfers/upline: NO_UPLINE, then the fund password (as a withdrawal checks it), then one
 * ledger transaction main → the upline's main (`transfer-upline:<member>:<requestId>`; INSUFFICIENT_FUNDS
 * rolls it back) with the upline's "transfer received" message in the same database transaction. The same
 * request again answers the first transfer and writes no second message.
 */
export async function transferToUpline(
  deps: UplineTransferDeps,
  merchant: Merchant,
  memberId: number,
  input: RequestOf<typeof transfersApi.transferToUpline>,
): Promise<ResponseOf<typeof transfersApi.transferToUpline>> {
  const { me, upline } = await uplineOf(deps, merchant, memberId);
  if (!me || !upline) throw agencyError('NO_UPLINE');
  await deps.withdrawals.verifyFundPassword(memberId, input.fundPassword);
  const [main, uplineMain] = await Promise.all([
    deps.wallet.mainAccount(merchant, memberId),
    deps.wallet.mainAccount(merchant, upline.id),
  ]);
  const posting = moneyPostings.transferUpline(
    { merchantId: merchant.id, memberId, main },
    uplineMain,
    upline.id,
    input.requestId,
    input.amount,
  );
  const posted = await deps.db.transaction(async (tx) => {
    const p = await deps.wallet.post(posting, tx);
    if (!p.replayed)
      await deps.inbox.notify(
        upline.id,
        {
          kind: 'upline_transfer_received',
          params: { amount: input.amount, currency: merchant.currency, from: me.username },
        },
        tx,
      );
    return p;
  });
  return {
    transactionId: posted.transactionId,
    amount: input.amount,
    balance: posted.balances[String(main)] ?? 0,
    upline: view(upline),
  };
}
