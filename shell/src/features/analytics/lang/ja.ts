import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The analytics consent banner's texts in Japanese. */
const texts: Texts<typeof EN> = {
  consent_message:
    'サイトの利用状況を把握するため、Google アナリティクスの Cookie を使用したいと考えています。同意しますか？',
  consent_accept: '同意する',
  consent_decline: '拒否する',
};

export default texts;
