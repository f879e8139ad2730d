import { addBundles } from 'shared-contracts';
import { NS } from '../../config/i18n';

/** Strings of the wallet feature. */
export const EN = {
  main_wallet: 'Main wallet',
  single_wallet: 'Single wallet: every game plays from your main wallet.',
  transfer_direction: 'Direction',
  transfer_in: 'Main wallet → game wallet',
  transfer_out: 'Game wallet → main wallet',
  transfer_vendor: 'Game wallet',
  transfer_amount: 'Amount',
  transfer_submit: 'Transfer',
  balance_failed: 'Could not load your balance.',
  wallets_title: 'Game wallets',
  wallets_none: 'No game wallets yet.',
  transfer_title: 'Transfer',
};

addBundles(NS, {
  EN,
  TY: {
    main_wallet: 'Ví chính',
    single_wallet: 'Ví đơn: mọi trò chơi dùng ví chính của bạn.',
    transfer_direction: 'Chiều chuyển',
    transfer_in: 'Ví chính → ví trò chơi',
    transfer_out: 'Ví trò chơi → ví chính',
    transfer_vendor: 'Ví trò chơi',
    transfer_amount: 'Số tiền',
    transfer_submit: 'Chuyển',
    balance_failed: 'Không thể tải số dư.',
    wallets_title: 'Ví trò chơi',
    wallets_none: 'Chưa có ví trò chơi.',
    transfer_title: 'Chuyển tiền',
  } satisfies typeof EN,
});
