import { useShell } from '../../../app/config-context';

/** The merchant's logo image from its theme (alt: its name), or its name as text. */
export function Logo() {
  const { config } = useShell();
  const { logoUrl } = config.theme;
  return logoUrl ? (
    <img src={logoUrl} alt={config.merchantName} className="logo-img" width={140} height={36} />
  ) : (
    <span className="logo-text">{config.merchantName}</span>
  );
}
