import { contrastProblems } from '../../../src/modules/merchants/theme-contrast';
import { DEMO_PROFILE, LUCKY_PROFILE, PH_PROFILE } from '../../../src/seed';

describe('a brand’s contrast (WCAG AA)', () => {
  it.each([
    ['Demo Casino', DEMO_PROFILE],
    ['Lucky Star', LUCKY_PROFILE],
    ['Pinoy Palace', PH_PROFILE],
  ])('%s, as seeded, breaks no pair', (_name, profile) => {
    expect(contrastProblems(profile.theme.tokens)).toEqual([]);
  });

  it('shared-ui’s defaults (no override) break no pair', () => {
    expect(contrastProblems({})).toEqual([]);
  });

  it('names the pairs a change breaks, worst first, with their ratios', () => {
    const problems = contrastProblems({ '--color-on-primary': '#ffffff', '--color-text-muted': '#5a6070' });
    expect(problems.map((p) => [p.fg, p.bg])).toEqual([
      ['--color-on-primary', '--color-primary'],
      ['--color-text-muted', '--color-surface'],
      ['--color-text-muted', '--color-bg'],
    ]);
    expect(problems[0]!.ratio).toBeCloseTo(1.84, 1);
    expect(problems[0]!.min).toBe(4.5);
  });

  it('counts a colour token that is not a colour as failing', () => {
    expect(contrastProblems({ '--color-bg': 'notacolour' })[0]).toMatchObject({ bg: '--color-bg', ratio: null });
  });
});
