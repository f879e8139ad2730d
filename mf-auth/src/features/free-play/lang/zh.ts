import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The free-play feature's texts in Simplified Chinese (mainland usage). */
const texts: Texts<typeof EN> = {
  free_play: '免费试玩',
};

export default texts;
