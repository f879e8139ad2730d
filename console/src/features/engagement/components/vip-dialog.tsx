import { FieldArray, Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { engagementOpsApi } from 'shared-contracts';
import { Button, Dialog, FormStatus, toast } from 'shared-ui';
import { FormActions } from '../../../components/form-actions';
import { FormTextField } from '../../../components/form-fields';
import { setVip } from '../api/set-vip';
import { NS } from '../i18n';
import { placeError, showError } from '../schemas/form-kit';
import {
  blankLevel,
  toVipConfig,
  VIP_FIELDS,
  vipField,
  vipSchema,
  vipValues,
  type VipFormValues,
} from '../schemas/vip-form';
import { FormCheckbox } from './fields';

interface Props {
  code: string;
  config: engagementOpsApi.VipConfig | null;
  onClose: () => void;
  onSaved: () => void;
}

/**
 * The brand's VIP window and levels as one configuration: level 0 asks nothing, each level more than the one below
 * (the server says which level is wrong; the message shows under that level's deposit). Amounts in major units.
 */
export function VipDialog({ code, config, onClose, onSaved }: Props) {
  const { t } = useTranslation(NS);
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()} title={t('vip_edit_title')} size="lg" testId="vip-dialog">
      <Formik<VipFormValues>
        initialValues={vipValues(config)}
        validationSchema={vipSchema(t)}
        onSubmit={async (v, helpers) => {
          helpers.setStatus(undefined);
          try {
            await setVip(code, toVipConfig(v));
            toast({ title: t('vip_saved_ok'), tone: 'success' });
            onSaved();
            onClose();
          } catch (e) {
            showError(helpers, placeError(t, e, VIP_FIELDS, vipField));
          }
        }}
      >
        {({ values, isSubmitting, status }) => (
          <Form className="console-stack" noValidate data-testid="vip-form">
            <FormTextField name="windowDays" label={t('vip_window')} hint={t('vip_window_hint')} inputMode="numeric" />
            <FieldArray name="levels">
              {({ push, pop }) => (
                <>
                  {values.levels.map((_, i) => (
                    <fieldset key={i} className="console-form-grid" data-testid={`vip-level-${i}`}>
                      <legend>{t('vip_level_n', { level: i })}</legend>
                      <FormTextField name={`levels.${i}.label`} label={t('vip_label')} autoComplete="off" />
                      <FormTextField
                        name={`levels.${i}.minDeposit`}
                        label={t('vip_min_deposit')}
                        inputMode="decimal"
                        disabled={i === 0}
                      />
                      <FormTextField
                        name={`levels.${i}.minTurnover`}
                        label={t('vip_min_turnover')}
                        inputMode="decimal"
                        disabled={i === 0}
                      />
                      <FormTextField name={`levels.${i}.upgradeBonus`} label={t('vip_bonus')} inputMode="decimal" />
                      <FormTextField
                        name={`levels.${i}.turnoverMultiple`}
                        label={t('turnover_multiple')}
                        inputMode="decimal"
                      />
                      <div className="console-choices-wide console-choices" role="group" aria-label={t('vip_benefits')}>
                        {engagementOpsApi.VIP_BENEFITS.map((b) => (
                          <FormCheckbox key={b} name={`levels.${i}.benefits`} value={b} label={t(`benefit_${b}`)} />
                        ))}
                      </div>
                    </fieldset>
                  ))}
                  <p className="console-muted">{t('vip_rule')}</p>
                  <div className="console-row">
                    <Button
                      size="sm"
                      variant="secondary"
                      disabled={values.levels.length >= engagementOpsApi.VIP_MAX_LEVELS}
                      onClick={() => push(blankLevel(values.levels.length))}
                    >
                      {t('vip_add_level')}
                    </Button>
                    <Button size="sm" variant="ghost" disabled={values.levels.length <= 1} onClick={() => pop()}>
                      {t('vip_remove_level')}
                    </Button>
                  </div>
                </>
              )}
            </FieldArray>
            <FormStatus status={status} />
            <FormActions busy={isSubmitting} label={t('save')} onCancel={onClose} />
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
