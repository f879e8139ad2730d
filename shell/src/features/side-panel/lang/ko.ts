import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The right-hand panel's titles in Korean. */
const texts: Texts<typeof EN> = {
  panel_deposit: '입금',
  panel_withdraw: '출금',
  panel_messages: '플랫폼 메시지',
};

export default texts;
