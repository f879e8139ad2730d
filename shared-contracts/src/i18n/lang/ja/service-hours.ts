import type { Texts } from '../../languages';
import type { SERVICE_HOURS_EN } from '../../service-hours';

/** The texts of service-hours.ts in Japanese (namespace `common`). */
const texts: Texts<typeof SERVICE_HOURS_EN> = {
  cs_day_1: '月曜日',
  cs_day_2: '火曜日',
  cs_day_3: '水曜日',
  cs_day_4: '木曜日',
  cs_day_5: '金曜日',
  cs_day_6: '土曜日',
  cs_day_7: '日曜日',
  cs_day_range: '{{from}}〜{{to}}',
  cs_day_sep: '、',
  cs_hours: '{{days}} {{from}}〜{{to}}（{{zone}}）',
  cs_hours_label: 'カスタマーサービス営業時間：{{hours}}',
};

export default texts;
