import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The lobby feature's texts in Thai. */
const texts: Texts<typeof EN> = {
  group_fast: 'เกมด่วน',
  group_daily: 'หวยรายวันตามภูมิภาค',
  group_sea: 'เอเชียตะวันออกเฉียงใต้',
  recent: 'เล่นล่าสุด',
};

export default texts;
