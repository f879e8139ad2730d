import { SaveRow } from '../../../components/form-actions';
import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { errorText, formatMoney } from 'shared-contracts';
import { Badge, ErrorPanel, Skeleton, toast } from 'shared-ui';
import { FormTextField } from '../../../components/form-fields';
import { usePointsSettings } from '../api/get-points-settings';
import { setPointsSettings } from '../api/set-points-settings';
import { NS } from '../i18n';
import { placeError, showError } from '../schemas/form-kit';
import {
  SETTINGS_FIELDS,
  settingsSchema,
  settingsValues,
  toPointsSettings,
  type PointsSettingsValues,
} from '../schemas/points-form';

/** The points rules: the stake that earns a point, a point's value, the least a conversion takes. */
export function PointsSettings({ merchant, write }: { merchant: string; write: boolean }) {
  const { t } = useTranslation(NS);
  const s = usePointsSettings(merchant);
  if (s.error) return <ErrorPanel message={errorText(t, s.error)} onRetry={s.reload} />;
  if (!s.data)
    return (
      <div role="status" aria-busy="true">
        <span className="sr-only">{t('common:loading')}</span>
        <Skeleton height={120} />
      </div>
    );
  const { settings, enabled } = s.data;
  return (
    <section className="console-stack" aria-labelledby="points-rules" data-testid="points-settings">
      <div className="console-row">
        <h2 id="points-rules">{t('points_rules')}</h2>
        <Badge tone={enabled ? 'success' : 'neutral'} testId="points-state">
          {t(enabled ? 'points_on' : 'points_off')}
        </Badge>
      </div>
      {!write ? (
        settings ? (
          <dl className="console-facts">
            <dt>{t('points_earn_stake')}</dt>
            <dd>{formatMoney(settings.earnStake)}</dd>
            <dt>{t('points_value')}</dt>
            <dd>{formatMoney(settings.pointValue)}</dd>
            <dt>{t('points_min_convert')}</dt>
            <dd>{settings.minConvert}</dd>
          </dl>
        ) : (
          <p className="console-muted">{t('points_not_set')}</p>
        )
      ) : (
        <Formik<PointsSettingsValues>
          initialValues={settingsValues(settings)}
          enableReinitialize
          validationSchema={settingsSchema(t)}
          onSubmit={async (v, helpers) => {
            helpers.setStatus(undefined);
            try {
              await setPointsSettings(toPointsSettings(v), merchant);
              toast({ title: t('points_rules_saved_ok'), tone: 'success' });
              s.reload();
            } catch (e) {
              showError(helpers, placeError(t, e, SETTINGS_FIELDS));
            }
          }}
        >
          {({ isSubmitting, status }) => (
            <Form className="console-form-grid" noValidate data-testid="points-settings-form">
              <FormTextField
                name="earnStake"
                label={t('points_earn_stake')}
                hint={t('points_earn_stake_hint')}
                inputMode="decimal"
              />
              <FormTextField name="pointValue" label={t('points_value')} hint={t('major_hint')} inputMode="decimal" />
              <FormTextField name="minConvert" label={t('points_min_convert')} inputMode="numeric" />
              <SaveRow
                status={status}
                busy={isSubmitting}
                label={t('save')}
                before={!settings && <p className="console-muted">{t('points_first_hint')}</p>}
              />
            </Form>
          )}
        </Formik>
      )}
    </section>
  );
}
