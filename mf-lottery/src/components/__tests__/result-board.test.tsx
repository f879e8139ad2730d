import { render, screen, within } from '@testing-library/react';
import { initI18n } from 'shared-contracts';
import { deriveResult } from 'shared-contracts/lottery';
import '../../config/i18n';
import { ResultBoard } from '../result-board';

const SEED = 'ab'.repeat(32);

describe('results board', () => {
  beforeAll(() => initI18n('EN'));

  it('prints the northern result with the special prize first and a lô tô table of all 27 endings', async () => {
    const result = await deriveResult('NORTH', SEED, 'VN_NORTH', '20260301');
    render(<ResultBoard structure="NORTH" result={result} caption="Result" />);
    const [board, loto] = screen.getAllByRole('table');
    const rows = within(board!).getAllByRole('row');
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual([
      'Special',
      '1st',
      '2nd',
      '3rd',
      '4th',
      '5th',
      '6th',
      '7th',
    ]);
    expect(within(rows[0]!).getByText(result.DB![0]!).textContent).toBe(result.DB![0]);
    expect(within(rows[3]!).getAllByText(/^\d{5}$/)).toHaveLength(6);
    const tails = within(loto!)
      .getAllByRole('row')
      .slice(1)
      .flatMap((r) => (within(r).getAllByRole('cell')[0]!.textContent ?? '').split(', ').filter((x) => x !== '—'));
    expect(tails).toHaveLength(27);
  });

  it('prints the southern result from the 8th prize down to the 6-digit special', async () => {
    const result = await deriveResult('SOUTH', SEED, 'VN_SOUTH', '20260301');
    render(<ResultBoard structure="SOUTH" result={result} caption="Result" />);
    const rows = within(screen.getAllByRole('table')[0]!).getAllByRole('row');
    expect(rows[0]!.getAttribute('data-prize')).toBe('G8');
    expect(rows.at(-1)!.getAttribute('data-prize')).toBe('DB');
    expect(result.DB![0]).toMatch(/^\d{6}$/);
  });

  it('prints the Thai result without a lô tô table', async () => {
    const result = await deriveResult('THAI', SEED, 'SEA_THAI_5M', '202603010001');
    render(<ResultBoard structure="THAI" result={result} caption="Result" />);
    expect(screen.getAllByRole('table')).toHaveLength(1);
    expect(screen.getByRole('rowheader', { name: 'Back 2 digits' }).textContent).toBe('Back 2 digits');
  });
});
