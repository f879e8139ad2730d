import type { COMMON_EN } from '../common';
import type { Texts } from '../languages';
import type { PATTERN_MESSAGES_EN } from '../patterns';
import money from './ja/money';
import feedback from './ja/feedback';
import responsibleGaming from './ja/responsible-gaming';
import lottery from './ja/lottery';
import agency from './ja/agency';
import rewards from './ja/rewards';
import points from './ja/points';
import promotions from './ja/promotions';
import referral from './ja/referral';
import records from './ja/records';
import serviceHours from './ja/service-hours';
import common from './ja/common';
import patterns from './ja/patterns';

/** The `common` namespace in JA: every shared dictionary of src/i18n/ merged. */
const texts: Texts<typeof COMMON_EN & typeof PATTERN_MESSAGES_EN> = {
  ...money,
  ...feedback,
  ...responsibleGaming,
  ...lottery,
  ...agency,
  ...rewards,
  ...points,
  ...promotions,
  ...referral,
  ...records,
  ...serviceHours,
  ...common,
  ...patterns,
};

export default texts;
