import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { THEME_TOKENS } from 'shared-contracts';
import { NS } from '../i18n';
import type { LookFormValues } from '../schemas/look-form';

/** The draft's tokens as CSS custom properties on the preview's root (unset ones fall back to the console's own). */
function tokenStyle(tokens: Readonly<Record<string, string>>): CSSProperties {
  return Object.fromEntries(
    THEME_TOKENS.filter((k) => tokens[k]?.trim()).map((k) => [k, tokens[k]!.trim()]),
  ) as CSSProperties;
}

/**
 * A sample of the player site drawn with the draft look: header with the logo (or the name) and its buttons, the
 * nav bar, a banner, a row of game tiles, body text, a link and the focus ring. Decorative: nothing in it is a
 * control; the real site takes the same tokens from /wps/system/theme.css once published.
 */
function SampleSite({ values, wide }: { values: LookFormValues; wide: boolean }) {
  const { t } = useTranslation(NS);
  const logo = values.logoUrl.trim();
  return (
    <div className={`console-look-site${wide ? ' console-look-site-wide' : ''}`} style={tokenStyle(values.tokens)}>
      <div className="console-look-header">
        {logo ? (
          <img src={logo} alt={values.name} className="console-look-logo" />
        ) : (
          <strong className="console-look-name">{values.name}</strong>
        )}
        <span className="console-look-buttons">
          <span className="console-look-button console-look-secondary">{t('sample_login')}</span>
          <span className="console-look-button console-look-primary">{t('sample_signup')}</span>
        </span>
      </div>
      <div className="console-look-nav">
        <span className="console-look-nav-active">{t('sample_home')}</span>
        <span>{t('sample_slots')}</span>
        <span>{t('sample_live')}</span>
      </div>
      <div className="console-look-body">
        <div className="console-look-banner">{t('sample_banner')}</div>
        <strong className="console-look-row-title">{t('sample_row')}</strong>
        <div className="console-look-tiles">
          {Array.from({ length: wide ? 6 : 3 }, (_, i) => (
            <span key={i} className="console-look-tile">
              {t('sample_game', { n: i + 1 })}
            </span>
          ))}
        </div>
        <p className="console-look-muted">{t('sample_text')}</p>
        <span className="console-look-link">{t('sample_link')}</span>{' '}
        <span className="console-look-focus">{t('sample_login')}</span>
      </div>
    </div>
  );
}

/** The draft at a phone's width and, scaled down, at a desktop's. */
export function LookPreview({ values }: { values: LookFormValues }) {
  const { t } = useTranslation(NS);
  return (
    <div className="console-look-previews" data-testid="look-preview">
      <figure className="console-look-frame console-look-phone">
        <figcaption>{t('preview_phone')}</figcaption>
        <SampleSite values={values} wide={false} />
      </figure>
      <figure className="console-look-frame console-look-desktop">
        <figcaption>{t('preview_desktop')}</figcaption>
        <div className="console-look-scaler">
          <SampleSite values={values} wide />
        </div>
      </figure>
    </div>
  );
}
