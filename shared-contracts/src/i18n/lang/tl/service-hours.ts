import type { SERVICE_HOURS_EN } from '../../service-hours';
import type { Texts } from '../../languages';

/** The texts of shared-contracts' service-hours.ts in Tagalog (Filipino, as used in the Philippines; common English loanwords like 'deposit', 'withdraw' are fine where Filipinos use them). */
const texts: Texts<typeof SERVICE_HOURS_EN> = {
  cs_day_1: 'Lunes',
  cs_day_2: 'Martes',
  cs_day_3: 'Miyerkules',
  cs_day_4: 'Huwebes',
  cs_day_5: 'Biyernes',
  cs_day_6: 'Sabado',
  cs_day_7: 'Linggo',
  cs_day_range: '{{from}}–{{to}}',
  cs_day_sep: ', ',
  cs_hours: '{{days}}, {{from}}–{{to}} ({{zone}})',
  cs_hours_label: 'Oras ng customer service: {{hours}}',
};

export default texts;
