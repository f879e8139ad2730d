import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** mf-games's shared texts (config) in Simplified Chinese (mainland usage). */
const texts: Texts<typeof EN> = {
  vendors_title: '{{category}}游戏厂商',
};

export default texts;
