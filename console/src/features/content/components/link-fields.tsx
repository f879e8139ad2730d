import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { Select } from 'shared-ui';
import { FormTextField } from '../../../components/form-fields';
import { NS } from '../i18n';
import { LINKAGE_TYPES, type BannerFormValues } from '../schemas/banner-form';

/** The link: its type, then the target the type needs (an address, a page, or a game's vendor and code). */
export function LinkFields() {
  const { t } = useTranslation(NS);
  const { values, setFieldValue } = useFormikContext<BannerFormValues>();
  return (
    <>
      <Select
        label={t('field_link')}
        value={values.linkageType}
        onChange={(e) => void setFieldValue('linkageType', e.target.value)}
        options={LINKAGE_TYPES.map((l) => ({ value: l, label: t(`link_${l}`) }))}
      />
      {values.linkageType === 'URL' && (
        <FormTextField
          name="linkage"
          label={t('field_url')}
          hint={t('url_hint')}
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
        />
      )}
      {values.linkageType === 'ROUTE' && (
        <FormTextField
          name="linkage"
          label={t('field_route')}
          hint={t('route_hint')}
          autoComplete="off"
          spellCheck={false}
        />
      )}
      {values.linkageType === 'GAME' && (
        <>
          <FormTextField
            name="vendor"
            label={t('field_vendor')}
            hint={t('vendor_hint')}
            autoComplete="off"
            autoCapitalize="characters"
          />
          <FormTextField name="gameType" label={t('field_game_type')} hint={t('game_type_hint')} autoComplete="off" />
          <FormTextField name="gameCode" label={t('field_game_code')} autoComplete="off" spellCheck={false} />
        </>
      )}
    </>
  );
}
