import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The free-play texts in Korean. */
const texts: Texts<typeof EN> = {
  free_play: '무료 플레이',
};

export default texts;
