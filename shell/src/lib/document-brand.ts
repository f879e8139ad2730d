import type { PermissionConfig } from 'shared-contracts';

/**
 * Keeps the tab's title and icon the merchant's. platform-api already serves index.html with both (ADR 0005);
 * this covers a page served without them (a dev server) and anything that changed the title meanwhile.
 */
export function applyDocumentBrand(config: Pick<PermissionConfig, 'merchantName' | 'theme'>, doc = document): void {
  doc.title = config.merchantName;
  const { faviconUrl } = config.theme;
  if (!faviconUrl) return;
  let link = doc.querySelector<HTMLLinkElement>('link[rel~="icon"]');
  if (!link) {
    link = doc.createElement('link');
    link.rel = 'icon';
    doc.head.appendChild(link);
  }
  if (link.getAttribute('href') !== faviconUrl) link.setAttribute('href', faviconUrl);
}
