import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The verify identity feature's texts in Japanese. */
const texts: Texts<typeof EN> = {
  verify_identity_intro: '本人確認を完了するため、身分証をアップロードしてください。',
  verify_later: '後で確認する',
};

export default texts;
