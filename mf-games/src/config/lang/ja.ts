import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The texts mf-games shares across its parts, in Japanese. */
const texts: Texts<typeof EN> = {
  vendors_title: '{{category}}のプロバイダー',
};

export default texts;
