import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The free play feature's texts in Japanese. */
const texts: Texts<typeof EN> = {
  free_play: '無料プレイ',
};

export default texts;
