import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The vip feature's texts in Japanese. */
const texts: Texts<typeof EN> = {
  vip_title: 'VIPレベル',
  vip_current: '現在のレベル',
  vip_window: 'レベルは過去{{days}}日間の反映済みの入金と確定したラウンドのベットで算出されます。',
  vip_next: '次のレベル：{{label}}',
  vip_deposit: '入金',
  vip_turnover: 'ベット',
  vip_of: '{{current}} / {{required}}',
  vip_reached: '{{label}}の条件を満たしました。数分以内にレベルが更新されます。',
  vip_top: '最高レベルに到達しています。',
  vip_bonus_note:
    '各昇格ボーナスは、そのレベルに初めて到達したときに1回だけ付与されます。特典センターで受け取ってください。',
  vip_updated: '{{at}}にレベル更新',
  vip_failed: 'VIPレベルを読み込めませんでした。',
  vip_levels: 'レベルと特典',
  vip_levels_none: 'レベルはまだありません。',
  vip_col_level: 'レベル',
  vip_col_deposit: '入金条件',
  vip_col_turnover: 'ベット条件',
  vip_col_bonus: '昇格ボーナス',
  vip_col_benefits: '特典',
  vip_you: 'あなた',
  vip_benefit_UPGRADE_BONUS: '昇格ボーナス',
  vip_benefit_DAILY_WITHDRAWALS: '1日の出金回数アップ',
  vip_benefit_FAST_WITHDRAWALS: '優先出金',
  vip_benefit_BIRTHDAY_GIFT: '誕生日プレゼント',
  vip_benefit_WEEKLY_CASHBACK: 'ウィークリーキャッシュバック',
  vip_benefit_DEDICATED_MANAGER: '専属アカウントマネージャー',
  vip_benefit_EXCLUSIVE_EVENTS: '限定イベント',
};

export default texts;
