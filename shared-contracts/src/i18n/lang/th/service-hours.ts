import type { Texts } from '../../languages';
import type { SERVICE_HOURS_EN } from '../../service-hours';

/** Customer-service hours in Thai. */
const texts: Texts<typeof SERVICE_HOURS_EN> = {
  cs_day_1: 'วันจันทร์',
  cs_day_2: 'วันอังคาร',
  cs_day_3: 'วันพุธ',
  cs_day_4: 'วันพฤหัสบดี',
  cs_day_5: 'วันศุกร์',
  cs_day_6: 'วันเสาร์',
  cs_day_7: 'วันอาทิตย์',
  cs_day_range: '{{from}}–{{to}}',
  cs_day_sep: ', ',
  cs_hours: '{{days}} {{from}}–{{to}} ({{zone}})',
  cs_hours_label: 'เวลาทำการฝ่ายบริการลูกค้า: {{hours}}',
};

export default texts;
