import { applyDocumentBrand } from '../document-brand';

const brand = (merchantName: string, faviconUrl: string) => ({
  merchantName,
  theme: { tokens: {}, logoUrl: '', faviconUrl },
});

describe('applyDocumentBrand', () => {
  beforeEach(() => {
    document.head.innerHTML = '<link rel="icon" href="data:," /><title>Gaming Platform</title>';
  });

  it("makes the merchant's name the title and its favicon the tab icon", () => {
    applyDocumentBrand(brand('Lucky Star', '/assets/favicon/LUCKY.svg'));
    expect(document.title).toBe('Lucky Star');
    const icons = document.head.querySelectorAll('link[rel~="icon"]');
    expect(icons).toHaveLength(1);
    expect(icons[0]!.getAttribute('href')).toBe('/assets/favicon/LUCKY.svg');
  });

  it('adds an icon link when the page has none, and leaves the icon alone for a merchant without favicon', () => {
    document.head.innerHTML = '';
    applyDocumentBrand(brand('Demo Casino', '/assets/favicon/DEMO.svg'));
    expect(document.head.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe('/assets/favicon/DEMO.svg');
    applyDocumentBrand(brand('Plain', ''));
    expect(document.title).toBe('Plain');
    expect(document.head.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe('/assets/favicon/DEMO.svg');
  });
});
