import { fillText, messageLanguage } from '../../../src/infra/messages/message-language';

describe('messageLanguage', () => {
  const merchantLanguages = ['EN', 'ZH', 'TY'];

  it("takes the request's language when the merchant offers it (case and q-values aside)", async () => {
    expect(await messageLanguage({ requested: 'ZH', merchantLanguages })).toBe('ZH');
    expect(await messageLanguage({ requested: 'ty;q=0.9, en', merchantLanguages })).toBe('TY');
  });

  it("else the member's stored language, read only then", async () => {
    const stored = jest.fn(async () => 'JA');
    expect(await messageLanguage({ requested: 'ZH', merchantLanguages, stored })).toBe('ZH');
    expect(stored).not.toHaveBeenCalled();
    expect(await messageLanguage({ requested: 'KO', merchantLanguages, stored })).toBe('JA');
    expect(await messageLanguage({ requested: undefined, merchantLanguages, stored: async () => 'ty' })).toBe('TY');
  });

  it("else the merchant's first language, else EN", async () => {
    expect(await messageLanguage({ requested: 'FR', merchantLanguages: ['TL', 'EN'], stored: async () => null })).toBe(
      'TL',
    );
    expect(await messageLanguage({ merchantLanguages: [] })).toBe('EN');
    expect(await messageLanguage({ merchantLanguages: ['XX'], stored: async () => 'xx' })).toBe('EN');
  });
});

describe('fillText', () => {
  it('fills the named placeholders and leaves unknown ones', () => {
    expect(fillText('Mã {code} · {other}', { code: '123456' })).toBe('Mã 123456 · {other}');
  });
});
