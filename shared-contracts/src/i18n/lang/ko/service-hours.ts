import type { Texts } from '../../languages';
import type { SERVICE_HOURS_EN } from '../../service-hours';

/** The service-hours texts of the `common` namespace in Korean. */
const texts: Texts<typeof SERVICE_HOURS_EN> = {
  cs_day_1: '월요일',
  cs_day_2: '화요일',
  cs_day_3: '수요일',
  cs_day_4: '목요일',
  cs_day_5: '금요일',
  cs_day_6: '토요일',
  cs_day_7: '일요일',
  cs_day_range: '{{from}}–{{to}}',
  cs_day_sep: ', ',
  cs_hours: '{{days}}, {{from}}–{{to}} ({{zone}})',
  cs_hours_label: '고객센터 운영 시간: {{hours}}',
};

export default texts;
