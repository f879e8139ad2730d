import type { COMMON_EN } from '../common';
import type { Texts } from '../languages';
import type { PATTERN_MESSAGES_EN } from '../patterns';
import money from './zh/money';
import feedback from './zh/feedback';
import responsibleGaming from './zh/responsible-gaming';
import lottery from './zh/lottery';
import agency from './zh/agency';
import rewards from './zh/rewards';
import points from './zh/points';
import promotions from './zh/promotions';
import referral from './zh/referral';
import records from './zh/records';
import serviceHours from './zh/service-hours';
import common from './zh/common';
import patterns from './zh/patterns';

/** The `common` namespace in Simplified Chinese (mainland usage): every shared dictionary merged. */
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
