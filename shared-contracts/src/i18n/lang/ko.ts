import type { COMMON_EN } from '../common';
import type { Texts } from '../languages';
import type { PATTERN_MESSAGES_EN } from '../patterns';
import money from './ko/money';
import feedback from './ko/feedback';
import responsibleGaming from './ko/responsible-gaming';
import lottery from './ko/lottery';
import agency from './ko/agency';
import rewards from './ko/rewards';
import points from './ko/points';
import promotions from './ko/promotions';
import referral from './ko/referral';
import records from './ko/records';
import serviceHours from './ko/service-hours';
import common from './ko/common';
import patterns from './ko/patterns';

/** The `common` namespace in Korean: every shared dictionary merged. */
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
