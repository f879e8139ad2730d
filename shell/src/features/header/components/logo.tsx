import { useShell } from '../../../hooks/use-shell';

/**
 * The merchant's logo image from its theme (alt: its name), or its name as text. `compact` (the phone
 * header, where the wordmark does not fit beside the balance) shows the brand's square mark — its favicon —
 * when the theme has one.
 */
export function Logo({ compact = false }: { compact?: boolean }) {
  const { config } = useShell();
  const { logoUrl, faviconUrl } = config.theme;
  if (compact && faviconUrl)
    return <img src={faviconUrl} alt={config.merchantName} className="logo-img logo-mark" width={36} height={36} />;
  return logoUrl ? (
    <img src={logoUrl} alt={config.merchantName} className="logo-img" width={140} height={36} />
  ) : (
    <span className="logo-text">{config.merchantName}</span>
  );
}
