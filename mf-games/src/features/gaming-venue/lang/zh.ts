import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The gaming-venue feature's texts in Simplified Chinese (mainland usage). */
const texts: Texts<typeof EN> = {
  venue_title: '{{vendor}} 游戏',
};

export default texts;
