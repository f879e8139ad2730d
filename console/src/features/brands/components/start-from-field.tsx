import { useFormikContext } from 'formik';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, type BrandOptions, type BrandRow } from 'shared-contracts';
import { Select } from 'shared-ui';
import { getBrand } from '../api/get-brand';
import { NS } from '../i18n';
import { startFrom, type BrandFormValues } from '../schemas/brand-form';

type Reading = { state: 'idle' } | { state: 'reading' | 'done'; code: string } | { state: 'failed'; message: string };

/**
 * "Start from": an existing brand whose setup prefills the form (currency, languages, time zone, remotes, vendors,
 * deposit methods, withdrawal limits; never code, name or domains). The server copies the rest (theme, rules …).
 */
export function StartFromField({ brands, options }: { brands: readonly BrandRow[]; options: BrandOptions }) {
  const { t } = useTranslation(NS);
  const { values, errors, touched, setFieldValue, setValues } = useFormikContext<BrandFormValues>();
  const [reading, setReading] = useState<Reading>({ state: 'idle' });
  // The last choice: an earlier brand's setup arriving after a later choice is dropped.
  const latest = useRef('');
  const choose = async (code: string) => {
    latest.current = code;
    void setFieldValue('startFrom', code, false);
    if (!code) return setReading({ state: 'idle' });
    setReading({ state: 'reading', code });
    try {
      const brand = await getBrand(code);
      if (latest.current !== code) return;
      await setValues((v) => startFrom(v, brand, options));
      setReading({ state: 'done', code });
    } catch (e) {
      if (latest.current !== code) return;
      latest.current = '';
      void setFieldValue('startFrom', '', false);
      setReading({ state: 'failed', message: errorText(t, e) });
    }
  };
  return (
    <div className="console-choices-wide">
      <Select
        label={t('start_from')}
        value={values.startFrom}
        onChange={(e) => void choose(e.target.value)}
        placeholder={t('start_from_none')}
        options={brands.map((b) => ({ value: b.code, label: `${b.code} · ${b.name}` }))}
        hint={t('start_from_hint')}
        error={reading.state === 'failed' ? reading.message : touched.startFrom ? errors.startFrom : undefined}
        aria-busy={reading.state === 'reading' || undefined}
      />
      <p role="status" className="console-muted">
        {reading.state === 'reading' && t('start_from_loading', { code: reading.code })}
        {reading.state === 'done' && t('start_from_done', { code: reading.code })}
      </p>
    </div>
  );
}
