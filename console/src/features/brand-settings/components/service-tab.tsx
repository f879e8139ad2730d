import { SaveRow } from '../../../components/form-actions';
import { Form, Formik } from 'formik';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { serviceHoursText } from 'shared-contracts';
import { toast } from 'shared-ui';
import { FormTextField } from '../../../components/form-fields';
import { setCustomerService } from '../api/set-customer-service';
import { NS } from '../i18n';
import { showServerError } from '../schemas/form-errors';
import {
  SERVICE_FIELDS,
  serviceField,
  serviceSchema,
  serviceValues,
  toCustomerService,
  type ServiceFormValues,
} from '../schemas/service-form';
import { FormCheckbox, FormSelect } from './form-controls';
import type { TabProps } from './tab-props';

const DAYS = ['1', '2', '3', '4', '5', '6', '7'];

/** The IANA zones this browser knows, and UTC (and the stored one, should the browser lack it). */
function useZones(current: string): string[] {
  return useMemo(() => [...new Set([...Intl.supportedValuesOf('timeZone'), 'UTC', current])].sort(), [current]);
}

/** Customer service: the chat link and the opening hours, with the line players see. */
export function ServiceTab({ code, settings, write, onSaved }: TabProps) {
  const { t } = useTranslation(NS);
  const zones = useZones(settings.customerService.hours.timeZone);
  const common = (key: string, params?: Record<string, string>) => t(`common:${key}`, params ?? {});
  return (
    <section className="console-stack" aria-label={t('tab_service')} data-testid="settings-service">
      <p className="console-muted">{t('service_intro')}</p>
      <Formik<ServiceFormValues>
        initialValues={serviceValues(settings.customerService)}
        enableReinitialize
        validationSchema={serviceSchema(t, new Set(zones))}
        onSubmit={async (v, helpers) => {
          helpers.setStatus(undefined);
          try {
            await setCustomerService(code, toCustomerService(v));
            toast({ title: t('service_saved'), tone: 'success' });
            onSaved();
          } catch (e) {
            showServerError(t, helpers, e, SERVICE_FIELDS, serviceField);
          }
        }}
      >
        {({ values, isSubmitting, status, errors }) => {
          const hours = toCustomerService(values).hours;
          const text = Object.keys(errors).length ? '' : serviceHoursText(hours, common);
          return (
            <Form className="console-form-grid" noValidate data-testid="service-form">
              <div className="console-choices-wide">
                <FormTextField
                  name="url"
                  label={t('cs_url_label')}
                  hint={t('cs_url_hint')}
                  inputMode="url"
                  readOnly={!write}
                />
              </div>
              <fieldset
                className="console-choices console-choices-wide"
                style={{ marginBottom: 'var(--space-3)' }}
                disabled={!write}
              >
                <legend>{t('days_label')}</legend>
                {DAYS.map((d) => (
                  <FormCheckbox key={d} name="days" value={d} label={t(`common:cs_day_${d}`)} />
                ))}
              </fieldset>
              <FormTextField name="from" label={t('from_label')} hint={t('clock_hint')} readOnly={!write} />
              <FormTextField name="to" label={t('to_label')} hint={t('clock_hint')} readOnly={!write} />
              <FormSelect
                name="timeZone"
                label={t('zone_label')}
                disabled={!write}
                options={zones.map((z) => ({ value: z, label: z }))}
              />
              <p className="console-choices-wide" data-testid="service-preview">
                {text ? t('preview', { text }) : values.days.length ? '' : t('preview_none')}
              </p>
              {write && <SaveRow status={status} busy={isSubmitting} label={t('save')} />}
            </Form>
          );
        }}
      </Formik>
    </section>
  );
}
