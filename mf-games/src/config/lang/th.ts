import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** Mf-games's shared texts in Thai. */
const texts: Texts<typeof EN> = {
  vendors_title: 'ค่ายเกม{{category}}',
};

export default texts;
