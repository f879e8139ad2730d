import type { Texts } from 'shared-contracts';
import type { EN } from './en';

/** The PVP room page's texts in Japanese (JA). */
export const JA: Texts<typeof EN> = {
  vendor: 'デモゲーム · PVP ルーム',
  balance: '残高',
  rooms: 'ルーム',
  DICE_DUEL: 'ダイス デュエル',
  HIGH_CARD: 'ハイカード',
  stake: 'ベット額',
  seatsTaken: '着席数',
  waitingPlayers: '人が待機中',
  open: '入室',
  back: 'ルーム一覧',
  seats: '席',
  seat: '席',
  emptySeat: '空席',
  you: 'あなた',
  sit: '着席',
  leave: '離席',
  waiting: 'プレイヤー待ち',
  startsIn: 'ハンド開始まで',
  seconds: '秒',
  dealing: 'ディール中…',
  lastHand: '前回のハンド',
  noHand: 'このルームではまだハンドが行われていません。',
  pot: 'ポット',
  rake: 'レーキ',
  winner: '勝者',
  youWon: '獲得額',
  youLost: 'ベット額を失いました',
  rolled: '出目:',
  drew: 'カード:',
  split: '山分け:',
  rulesDice:
    'ダイス デュエル：2 席。各プレイヤーがサイコロを 2 個振り、合計の高い方がレーキを差し引いたポットを獲得します。最高合計が同点のプレイヤーは振り直します。',
  rulesCard:
    'ハイカード：最大 4 席。全席が埋まるか、2 人目のプレイヤーが着席して 10 秒後にハンドが始まります。デッキは 1 組で、最も強いカードが勝ちます（同じランクなら ♠ > ♥ > ♦ > ♣）。',
  rulesRake:
    'ハウスはポットの 5% をレーキとして受け取ります（切り捨て、上限 15.00）。ハンド開始前に離席するとベット額は返金されます。',
  errInsufficientFunds: 'このベット額に対して残高が不足しています。',
  errSessionExpired: 'ゲームセッションの有効期限が切れました。ゲームを閉じて、ロビーからもう一度起動してください。',
  errSelfExcluded: '自己排除を設定中のため、期間が終了するまでベットできません。',
  errSeatRefused: 'このハンドに空席はありません（または離席済みです）。次のハンドをお待ちください。',
  errHandStarted: 'ハンドが始まりました。ベット額はすでにプレイ中です。',
  errRoomNotFound: 'このルームは存在しません。',
  errRateLimited: 'リクエストが多すぎます。少しお待ちください。',
  errNetwork: 'ネットワーク接続に問題があります。もう一度お試しください',
  errUnknown: '不明なエラー',
  linkInvalidTitle: 'ゲームリンクの有効期限切れ',
  linkInvalid:
    'このゲームリンクは使用済みか、有効期限が切れています（リンクは 1 回のみ、2 分間有効です）。ゲームを閉じて、ロビーからもう一度起動してください。',
};
