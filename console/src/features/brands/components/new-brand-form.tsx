import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { LANGUAGE_NAMES, LANGUAGES, REMOTE_NAMES, type BrandOptions, type BrandRow } from 'shared-contracts';
import { Button, FormStatus, Select, TextArea, toast } from 'shared-ui';
import { FormTextField } from '../../../components/form-fields';
import { NS as CONSOLE } from '../../../config/i18n';
import { useOperator } from '../../../lib/operator';
import { createBrand } from '../api/create-brand';
import { NS } from '../i18n';
import {
  brandSchema,
  initialBrandValues,
  placeBrandError,
  toBrandCreate,
  type BrandFormValues,
} from '../schemas/brand-form';
import { ChoiceGroup, UpperTextField, VendorGroups } from './brand-fields';
import { StartFromField } from './start-from-field';

/**
 * Opens a brand: who it is (code, name, domains), its money, languages and time zone, what it offers (remotes,
 * vendors, deposit methods), optionally started from an existing brand. On success the operator's merchants are read
 * again (the header's picker shows the new brand) and the list shows it.
 */
export function NewBrandForm({ options, brands }: { options: BrandOptions; brands: readonly BrandRow[] }) {
  const { t } = useTranslation([NS, CONSOLE]);
  const { refreshMe } = useOperator();
  const navigate = useNavigate();
  return (
    <Formik<BrandFormValues>
      initialValues={initialBrandValues(options)}
      validationSchema={brandSchema(t)}
      onSubmit={async (v, helpers) => {
        helpers.setStatus(undefined);
        try {
          const made = await createBrand(toBrandCreate(v));
          toast({ title: t('created_ok', { code: made.code }), tone: 'success' });
          // The brand is made: a failed re-read only leaves the picker as it was until the next sign-in.
          await refreshMe().catch(() => undefined);
          void navigate('..');
        } catch (e) {
          const { field, message } = placeBrandError(t, e);
          if (!field) return helpers.setStatus(message);
          helpers.setFieldTouched(field, true, false);
          helpers.setFieldError(field, message);
        }
      }}
    >
      {({ values, errors, touched, isSubmitting, status, getFieldProps, setFieldValue }) => (
        <Form className="console-brand-form" noValidate data-testid="new-brand-form">
          <section className="console-form-grid" aria-labelledby="brand-identity">
            <h2 id="brand-identity" className="console-choices-wide">
              {t('section_brand')}
            </h2>
            <StartFromField brands={brands} options={options} />
            <UpperTextField name="code" label={t('code')} hint={t('code_hint')} autoComplete="off" />
            <FormTextField name="name" label={t('name')} autoComplete="off" />
            <TextArea
              className="console-choices-wide"
              label={t('domains')}
              hint={t('domains_hint')}
              rows={3}
              spellCheck={false}
              autoCapitalize="none"
              {...getFieldProps('domains')}
              error={touched.domains && errors.domains ? errors.domains : undefined}
            />
          </section>
          <section className="console-form-grid" aria-labelledby="brand-money">
            <h2 id="brand-money" className="console-choices-wide">
              {t('section_money')}
            </h2>
            <UpperTextField name="currency" label={t('currency')} hint={t('currency_hint')} maxLength={3} />
            <FormTextField name="currencySymbol" label={t('currency_symbol')} maxLength={4} />
            <p className="console-muted console-choices-wide">{t('withdrawal_hint')}</p>
            <FormTextField
              name="minWithdrawal"
              label={t('min_withdrawal')}
              inputMode="decimal"
              prefix={values.currencySymbol || undefined}
            />
            <FormTextField
              name="maxWithdrawal"
              label={t('max_withdrawal')}
              inputMode="decimal"
              prefix={values.currencySymbol || undefined}
            />
            <FormTextField name="dailyCount" label={t('daily_count')} inputMode="numeric" />
          </section>
          <section className="console-form-grid" aria-labelledby="brand-reach">
            <h2 id="brand-reach" className="console-choices-wide">
              {t('section_reach')}
            </h2>
            <Select
              label={t('time_zone')}
              hint={t('time_zone_hint')}
              value={values.timeZone}
              onChange={(e) => void setFieldValue('timeZone', e.target.value)}
              options={[...new Set([values.timeZone, ...options.timeZones])].map((z) => ({ value: z, label: z }))}
              error={touched.timeZone && errors.timeZone ? errors.timeZone : undefined}
            />
            <div className="console-choices-wide">
              <ChoiceGroup
                name="languages"
                legend={t('languages')}
                options={LANGUAGES.map((l) => ({ value: l, label: `${LANGUAGE_NAMES[l]} (${l})` }))}
              />
            </div>
          </section>
          <ChoiceGroup
            name="remotes"
            legend={t('section_remotes')}
            hint={t('remotes_hint')}
            options={REMOTE_NAMES.map((r) => ({ value: r, label: `${t(`remote_${r}`)} (${r})` }))}
          />
          <VendorGroups legend={t('section_vendors')} vendors={options.vendors} />
          <ChoiceGroup
            name="depositMethods"
            legend={t('section_deposits')}
            empty={t('deposits_none')}
            options={options.depositMethods.map((d) => ({ value: d.code, label: d.name }))}
          />
          <FormStatus status={status} />
          <div className="console-row">
            <Button type="submit" variant="primary" loading={isSubmitting}>
              {t('create')}
            </Button>
            <Button variant="ghost" onClick={() => void navigate('..')}>
              {t(`${CONSOLE}:cancel`)}
            </Button>
          </div>
        </Form>
      )}
    </Formik>
  );
}
