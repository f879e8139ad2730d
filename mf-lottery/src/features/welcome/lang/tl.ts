import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The welcome feature's texts in Tagalog. */
const texts: Texts<typeof EN> = {
  welcome_title: 'Maligayang pagdating sa lottery',
  welcome_intro: 'Handa na ang iyong lottery profile, {{nickname}}. Ganito ito gumagana:',
  welcome_step_pick:
    'Pumili ng laro sa lobby: ang mabibilis na laro ay may bola bawat ilang minuto, ang panrehiyon ay isang beses kada araw.',
  welcome_step_bet: 'Piliin ang iyong mga numero at uri ng taya, saka kumpirmahin ang slip bago magsara ang bola.',
  welcome_step_verify: 'Pagkatapos ng bawat bola, makikita mo ang resulta at mabe-verify na patas ito.',
  welcome_start: 'Magsimulang maglaro',
};

export default texts;
