import type { Texts } from '../../languages';
import type { SERVICE_HOURS_EN } from '../../service-hours';

/** The texts of service-hours.ts in Simplified Chinese (mainland usage). */
const texts: Texts<typeof SERVICE_HOURS_EN> = {
  cs_day_1: '周一',
  cs_day_2: '周二',
  cs_day_3: '周三',
  cs_day_4: '周四',
  cs_day_5: '周五',
  cs_day_6: '周六',
  cs_day_7: '周日',
  cs_day_range: '{{from}}至{{to}}',
  cs_day_sep: '、',
  cs_hours: '{{days}} {{from}}–{{to}}（{{zone}}）',
  cs_hours_label: '客服时间：{{hours}}',
};

export default texts;
