import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The gaming venue feature's texts in Japanese. */
const texts: Texts<typeof EN> = {
  venue_title: '{{vendor}}のゲーム',
};

export default texts;
