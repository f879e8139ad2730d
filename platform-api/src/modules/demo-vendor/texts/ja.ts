import type { Texts } from 'shared-contracts';
import type { EN } from './en';

/** The demo game page's texts in Japanese (JA). */
export const JA: Texts<typeof EN> = {
  vendor: 'デモゲーム',
  funMode: 'お試しモード — プレイ用チップ',
  balance: '残高',
  stake: 'ベット額',
  spin: 'スピン',
  roll: 'ロール',
  playing: 'プレイ中…',
  direction: 'ベット',
  under: 'アンダー',
  over: 'オーバー',
  target: 'ターゲット',
  winChance: '勝率',
  payoutLabel: '配当',
  lastResult: '前回の結果',
  noRounds: 'まだプレイ履歴はありません。',
  history: 'プレイ履歴',
  rolled: '出目',
  won: '当選',
  lost: 'はずれ',
  lines: 'ライン',
  line: 'ライン',
  rtp: 'ペイアウト率',
  slotRules:
    '3×3 リール、5 ライン（横 3 本、斜め 2 本）。1 ラインに同じシンボルが 3 つ揃うと、ライン ベット額（ベット額 ÷ 5）の倍率分が支払われます。',
  diceRules: '1〜100 の数字が出ます。ターゲットのオーバーかアンダーを選択。当選時の配当は (100 − 2) ÷ 勝率 % です。',
  errInsufficientFunds: 'このベット額に対して残高が不足しています。',
  errSessionExpired: 'ゲームセッションの有効期限が切れました。ゲームを閉じて、ロビーからもう一度起動してください。',
  errSelfExcluded: '自己排除を設定中のため、期間が終了するまでベットできません。',
  errRoundFailed: 'ラウンドを完了できなかったため、ベット額を返金しました。もう一度お試しください。',
  errInvalid: 'このベットは許可されていません。',
  errNetwork: 'ネットワーク接続に問題があります。もう一度お試しください',
  errUnknown: '不明なエラー',
  linkInvalidTitle: 'ゲームリンクの有効期限切れ',
  linkInvalid:
    'このゲームリンクは使用済みか、有効期限が切れています（リンクは 1 回のみ、2 分間有効です）。ゲームを閉じて、ロビーからもう一度起動してください。',
  unknownGame: '不明なゲームです。',
};
