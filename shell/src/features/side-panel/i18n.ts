import { addBundles } from 'shared-contracts';
import { NS } from '../../config/i18n';

/** Strings of the right-hand panel: its title for each page a remote's panel parcel shows (`panel:open`). */
export const EN = {
  panel_deposit: 'Deposit',
  panel_withdraw: 'Withdraw',
  panel_messages: 'Platform messages',
};

addBundles(NS, {
  EN,
  TY: {
    panel_deposit: 'Nạp tiền',
    panel_withdraw: 'Rút tiền',
    panel_messages: 'Tin nhắn nền tảng',
  } satisfies typeof EN,
});
