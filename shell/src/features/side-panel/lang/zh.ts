import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The right-hand panel's titles in Simplified Chinese. */
const texts: Texts<typeof EN> = {
  panel_deposit: '充值',
  panel_withdraw: '提现',
  panel_messages: '平台消息',
};

export default texts;
