import { sanitizeRichText } from '../../src/infra/sanitize';

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
