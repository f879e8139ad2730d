import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The gaming-venue texts in Korean. */
const texts: Texts<typeof EN> = {
  venue_title: '{{vendor}} 게임',
};

export default texts;
