import { i18next, initI18n, type MemberMessage } from 'shared-contracts';
import '../../../../config/i18n';
import '../../i18n';
import { messageText } from '../message-text';

const msg = (over: Partial<MemberMessage>): Pick<MemberMessage, 'title' | 'content' | 'kind' | 'params'> => ({
  title: 'Stored title',
  content: '<p>Stored <b>content</b></p>',
  kind: null,
  params: null,
  ...over,
});
const text = (m: ReturnType<typeof msg>) => messageText(i18next.getFixedT(null, 'member'), (k) => i18next.exists(k), m);

describe('message text', () => {
  beforeAll(() => initI18n('EN'));
  afterEach(() => i18next.changeLanguage('EN'));

  it('translates a platform notification with its params, the amount formatted from minor units', () => {
    const m = msg({ kind: 'deposit_credited', params: { depositId: 42, amount: 12345678, currency: 'VND' } });
    expect(text(m)).toEqual({
      title: 'Deposit credited',
      lines: ['Your deposit #42 of 123,456.78 VND has been credited to your wallet.'],
      html: null,
    });
  });

  it('reads it in TY', async () => {
    await i18next.changeLanguage('TY');
    const m = msg({ kind: 'withdrawal_approved', params: { withdrawalId: 7, amount: 50000, currency: 'VND' } });
    expect(text(m).title).toBe('Rút tiền đã được duyệt');
    expect(text(m).lines![0]).toContain('Khoản rút #7 số tiền 500.00 VND');
  });

  it('adds why a deposit failed and the operator note', () => {
    const m = msg({
      kind: 'deposit_failed',
      params: { depositId: 3, amount: 1000, currency: 'VND', reason: 'rejected', note: 'Receipt unreadable' },
    });
    expect(text(m).lines).toEqual([
      'Your deposit #3 of 10.00 VND failed. Nothing was taken from your wallet.',
      'The transfer could not be confirmed.',
      'Note: Receipt unreadable',
    ]);
  });

  it('falls back to the stored title and HTML for plain messages and kinds it does not know', () => {
    expect(text(msg({}))).toEqual({ title: 'Stored title', lines: null, html: '<p>Stored <b>content</b></p>' });
    expect(text(msg({ kind: 'bonus_granted', params: { amount: 1 } })).title).toBe('Stored title');
  });
});
