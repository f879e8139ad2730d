import { contentOpsApi } from '..';

const { bannerStatus, gameLinkage, linkageProblem, normalLinkage, parseGameLinkage } = contentOpsApi;

describe('a banner’s window', () => {
  const now = new Date('2030-05-01T10:00:00Z');
  it('is scheduled before it starts, showing from its start, ended from its end (open sides always hold)', () => {
    expect(bannerStatus({ startsAt: null, endsAt: null }, now)).toBe('SHOWING');
    expect(bannerStatus({ startsAt: '2030-05-01T10:00:01Z', endsAt: null }, now)).toBe('SCHEDULED');
    expect(bannerStatus({ startsAt: '2030-05-01T10:00:00Z', endsAt: null }, now)).toBe('SHOWING');
    expect(bannerStatus({ startsAt: null, endsAt: '2030-05-01T10:00:00Z' }, now)).toBe('ENDED');
    expect(bannerStatus({ startsAt: '2030-04-01T00:00:00Z', endsAt: '2030-05-01T10:00:01Z' }, now)).toBe('SHOWING');
  });
});

describe('a banner’s link target', () => {
  it.each([
    ['URL', 'https://lucky.example.com/a?b=1', null],
    ['URL', 'HTTP://lucky.example.com', null],
    ['URL', 'javascript:alert(1)', 'url'],
    ['URL', 'ftp://files.example.com', 'url'],
    ['URL', 'https://', 'url'],
    ['URL', 'https://a b', 'url'],
    ['ROUTE', '/promotions', null],
    ['ROUTE', '/rng?vendor=PG', null],
    ['ROUTE', 'promotions', 'route'],
    ['ROUTE', '//evil.example.com', 'route'],
    ['ROUTE', '/\\evil.example.com', 'route'],
    ['GAME', '{"vassalage":"PG","gameType":"RNG","gameCode":"PG_RNG_0001"}', null],
    ['GAME', '{"vassalage":"PG"}', null],
    ['GAME', '{"vassalage":"pg"}', 'game'],
    ['GAME', '{"gameCode":"X"}', 'game'],
    ['GAME', 'PG', 'game'],
    ['NONE', 'anything', null],
  ] as const)('%s %s → %s', (type, linkage, problem) => {
    expect(linkageProblem(type, linkage)).toBe(problem);
  });

  it('stores a GAME target with its known keys only, and no target for NONE', () => {
    expect(normalLinkage('GAME', ' {"gameCode":"PG_1","vassalage":"PG","extra":1} ')).toBe(
      '{"vassalage":"PG","gameCode":"PG_1"}',
    );
    expect(normalLinkage('NONE', 'x')).toBe('');
    expect(normalLinkage('URL', ' https://a.example.com ')).toBe('https://a.example.com');
    expect(parseGameLinkage(gameLinkage({ vassalage: 'JILI', gameType: 'FISH' }))).toEqual({
      vassalage: 'JILI',
      gameType: 'FISH',
    });
  });
});
