import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The free-play feature's texts in Thai. */
const texts: Texts<typeof EN> = {
  free_play: 'ทดลองเล่นฟรี',
};

export default texts;
