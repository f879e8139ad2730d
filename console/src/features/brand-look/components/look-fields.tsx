import { useField } from 'formik';
import { useTranslation } from 'react-i18next';
import { THEME_DEFAULT_COLOURS, type ThemeColourToken } from 'shared-contracts';
import { FormTextField } from '../../../components/form-fields';
import { NS } from '../i18n';
import { LookImageField } from './look-image-field';
import { COLOUR_TOKENS, OTHER_TOKENS, effectiveColour, isColour } from '../schemas/look-form';

/** A colour token's field: the value (placeholder: the default) with a swatch of what the site will draw. */
function ColourField({ token }: { token: ThemeColourToken }) {
  const [{ value }] = useField<string>(`tokens.${token}`);
  const shown = effectiveColour({ [token]: value }, token);
  return (
    <FormTextField
      name={`tokens.${token}`}
      label={token}
      placeholder={THEME_DEFAULT_COLOURS[token]}
      spellCheck={false}
      autoComplete="off"
      prefix={
        <span
          className="console-look-swatch"
          aria-hidden="true"
          style={{ background: isColour(shown) ? shown : 'transparent' }}
        />
      }
    />
  );
}

/** The editor's fields: name, logo and favicon; every colour token; the font and corner tokens. */
export function LookFields({ code }: { code: string }) {
  const { t } = useTranslation(NS);
  return (
    <>
      <section className="console-form-grid" aria-labelledby="look-identity">
        <h2 id="look-identity" className="console-choices-wide">
          {t('section_identity')}
        </h2>
        <FormTextField name="name" label={t('name')} autoComplete="off" />
        <LookImageField code={code} name="logoUrl" />
        <LookImageField code={code} name="faviconUrl" />
      </section>
      <section className="console-form-grid" aria-labelledby="look-colours">
        <h2 id="look-colours" className="console-choices-wide">
          {t('section_colours')}
        </h2>
        <p className="console-muted console-choices-wide">{t('colours_hint')}</p>
        {COLOUR_TOKENS.map((token) => (
          <ColourField key={token} token={token} />
        ))}
      </section>
      <section className="console-form-grid" aria-labelledby="look-shape">
        <h2 id="look-shape" className="console-choices-wide">
          {t('section_shape')}
        </h2>
        {OTHER_TOKENS.map((token) => (
          <FormTextField key={token} name={`tokens.${token}`} label={token} spellCheck={false} autoComplete="off" />
        ))}
      </section>
    </>
  );
}
