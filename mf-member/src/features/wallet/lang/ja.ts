import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The wallet feature's texts in Japanese. */
const texts: Texts<typeof EN> = {
  main_wallet: 'メインウォレット',
  single_wallet: 'シングルウォレット：すべてのゲームをメインウォレットでプレイします。',
  transfer_direction: '振替方向',
  transfer_in: 'メインウォレット → ゲームウォレット',
  transfer_out: 'ゲームウォレット → メインウォレット',
  transfer_vendor: 'ゲームウォレット',
  transfer_amount: '金額',
  transfer_submit: '振替',
  balance_failed: '残高を読み込めませんでした。',
  wallets_title: 'ゲームウォレット',
  wallets_none: 'ゲームウォレットはまだありません。',
  transfer_title: '振替',
};

export default texts;
