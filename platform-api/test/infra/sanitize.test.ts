import { plainText, sanitizeRichText } from '../../src/infra/sanitize';

describe('sanitizeRichText', () => {
  it('drops scripts and event handlers but keeps formatting and links', () => {
    const out = sanitizeRichText(
      '<p onclick="x()">Hi <b>there</b><script>alert(1)</script> <a href="https://a.example/" onmouseover="y()">link</a></p>',
    );
    expect(out).toBe('<p>Hi <b>there</b> <a href="https://a.example/" rel="noopener noreferrer">link</a></p>');
  });

  it('removes javascript: URLs', () => {
    expect(sanitizeRichText('<a href="javascript:alert(1)">x</a>')).toBe('<a rel="noopener noreferrer">x</a>');
  });
});

describe('plainText (the one rule for plain-text fields)', () => {
  it('refuses markup with 400 VALIDATION naming the field, invisible characters inside a tag too', () => {
    for (const raw of ['<b>x</b>', '<img src=x onerror=alert(1)>', 'a</p>', '<!-- x -->', '<\u200Bscript>'])
      expect(() => plainText(raw, 'nickname')).toThrow(
        expect.objectContaining({ code: 'VALIDATION', extra: expect.objectContaining({ field: 'nickname' }) }),
      );
  });

  it('keeps a lone < or >; one line collapses white space, multi-line keeps two line breaks at most', () => {
    expect(plainText('  a < b >  c\u200B\n d ', 'f')).toBe('a < b > c d');
    expect(plainText(' I <3 it\r\n\r\n\r\n\tok ', 'f', { multiline: true })).toBe('I <3 it\n\n\tok');
    expect(plainText('Sta\u0301r', 'f')).toBe('Stár');
  });
});
