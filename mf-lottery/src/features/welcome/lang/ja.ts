import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The welcome feature's texts in Japanese. */
const texts: Texts<typeof EN> = {
  welcome_title: '宝くじへようこそ',
  welcome_intro: '{{nickname}} さん、宝くじのプロフィールの準備ができました。遊び方は次のとおりです。',
  welcome_step_pick: 'ロビーでゲームを選びます。高速くじは数分ごと、地域くじは1日1回抽選されます。',
  welcome_step_bet: '番号と賭け方を選び、締め切り前に投票内容を確定してください。',
  welcome_step_verify: '各抽選の後、結果を確認し、公正であったことを検証できます。',
  welcome_start: 'プレイを始める',
};

export default texts;
