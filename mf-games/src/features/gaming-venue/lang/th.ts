import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The gaming-venue feature's texts in Thai. */
const texts: Texts<typeof EN> = {
  venue_title: 'เกมของ {{vendor}}',
};

export default texts;
