import { i18next, initI18n } from '../init';
import { LEDGER_TYPES } from '../../records/schemas';
import { ledgerTypeName, ledgerTypeText } from '../records';

describe('the records kit’s ledger names (common)', () => {
  beforeAll(() => initI18n('EN'));
  const t = i18next.t;

  it('names every ledger kind in EN and TY', async () => {
    for (const lang of ['EN', 'TY']) {
      await i18next.changeLanguage(lang);
      for (const type of LEDGER_TYPES)
        for (const view of ['member', 'team'] as const) expect(ledgerTypeName(t, type, view)).not.toMatch(/ledger_/);
    }
    await i18next.changeLanguage('EN');
  });

  it('reads transfers and contract payouts by their direction', () => {
    expect(ledgerTypeText(t, { type: 'TRANSFER_UPLINE', amount: -100 })).toBe('Transfer to upline');
    expect(ledgerTypeText(t, { type: 'TRANSFER_UPLINE', amount: 100 })).toBe('Transfer from downline');
    expect(ledgerTypeText(t, { type: 'BET', amount: -100 })).toBe('Bet');
  });

  it('words three kinds for the agent’s team, the rest as the member reads them', () => {
    expect(ledgerTypeName(t, 'TRANSFER_DOWNLINE')).toBe('Agent transfer');
    expect(ledgerTypeName(t, 'TRANSFER_DOWNLINE', 'team')).toBe('Downline transfer');
    expect(ledgerTypeText(t, { type: 'AGENT_PAYOUT', amount: -5 })).toBe('Contract payout to downline');
    expect(ledgerTypeText(t, { type: 'AGENT_PAYOUT', amount: -5 }, 'team')).toBe('Contract payout paid');
    expect(ledgerTypeText(t, { type: 'TRANSFER_DOWNLINE', amount: 5 }, 'team')).toBe('Transfer from upline');
    expect(ledgerTypeName(t, 'DEPOSIT', 'team')).toBe('Deposit');
  });
});
