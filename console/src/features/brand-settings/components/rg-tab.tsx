import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { errorText } from 'shared-contracts';
import { ErrorPanel, Skeleton, toast } from 'shared-ui';
import { SaveRow } from '../../../components/form-actions';
import { FormTextField } from '../../../components/form-fields';
import { useRgDefaults } from '../api/rg-defaults';
import { setRgDefaults } from '../api/set-rg-defaults';
import { NS } from '../i18n';
import { showServerError } from '../schemas/form-errors';
import { RG_FIELDS, rgSchema, rgValues, toRgDefaults, type RgFormValues } from '../schemas/rg-form';
import type { TabProps } from './tab-props';

/**
 * Responsible gaming: the deposit limits a member has for a period until it sets its own (empty: none). A member may
 * lower one at once; loosening waits, as for any limit.
 */
export function RgTab({ code, write }: TabProps) {
  const { t } = useTranslation(NS);
  const defaults = useRgDefaults(code);
  if (defaults.error) return <ErrorPanel message={errorText(t, defaults.error)} onRetry={defaults.reload} />;
  if (!defaults.data)
    return (
      <div role="status" aria-busy="true">
        <span className="sr-only">{t('common:loading')}</span>
        <Skeleton height={200} />
      </div>
    );
  const { currency } = defaults.data;
  return (
    <section className="console-stack" aria-label={t('tab_rg')} data-testid="settings-rg">
      <p className="console-muted">{t('rg_intro')}</p>
      <Formik<RgFormValues>
        initialValues={rgValues(defaults.data.defaults)}
        enableReinitialize
        validationSchema={rgSchema(t)}
        onSubmit={async (v, helpers) => {
          helpers.setStatus(undefined);
          try {
            await setRgDefaults(code, toRgDefaults(v));
            toast({ title: t('rg_saved'), tone: 'success' });
            defaults.reload();
          } catch (e) {
            showServerError(t, helpers, e, RG_FIELDS);
          }
        }}
      >
        {({ isSubmitting, status }) => (
          <Form className="console-form-grid" noValidate data-testid="rg-form">
            {RG_FIELDS.map((f) => (
              <FormTextField
                key={f}
                name={f}
                label={t(`rg_${f}`)}
                hint={t('rg_none_hint')}
                inputMode="decimal"
                suffix={currency}
                readOnly={!write}
              />
            ))}
            {write && <SaveRow status={status} busy={isSubmitting} label={t('save')} />}
          </Form>
        )}
      </Formik>
    </section>
  );
}
