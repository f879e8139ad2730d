import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The wallet feature's texts in Tagalog (Filipino, as used in the Philippines; common English loanwords like 'deposit', 'withdraw' are fine where Filipinos use them). */
const texts: Texts<typeof EN> = {
  main_wallet: 'Main wallet',
  single_wallet: 'Single wallet: lahat ng laro ay gumagamit ng iyong main wallet.',
  transfer_direction: 'Direksyon',
  transfer_in: 'Main wallet → game wallet',
  transfer_out: 'Game wallet → main wallet',
  transfer_vendor: 'Game wallet',
  transfer_amount: 'Halaga',
  transfer_submit: 'I-transfer',
  balance_failed: 'Hindi ma-load ang iyong balance.',
  wallets_title: 'Mga game wallet',
  wallets_none: 'Wala pang game wallet.',
  transfer_title: 'Transfer',
};

export default texts;
