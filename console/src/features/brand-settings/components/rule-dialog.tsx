import { Form, Formik } from 'formik';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { brandSettingsOpsApi as api, type RegisterRule } from 'shared-contracts';
import { Dialog, FormStatus, toast } from 'shared-ui';
import { FormActions } from '../../../components/form-actions';
import { FormTextField } from '../../../components/form-fields';
import { setRule } from '../api/set-rule';
import { NS } from '../i18n';
import { showServerError } from '../schemas/form-errors';
import { RULE_FIELDS, ruleSchema, ruleValues, toRulePatch, type RuleFormValues } from '../schemas/rule-form';
import { FormCheckbox, FormSelect } from './form-controls';

/** What a pattern id accepts, in words (the site's own message of the pattern, with the bounds). */
export function patternText(t: TFunction, id: string, bounds: { min: number | string; max: number | string }): string {
  if (id === '*') return t('pattern_any');
  return `${t(`common:reg_pattern_${id}`, { min: bounds.min, max: bounds.max, defaultValue: id })} (${id})`;
}

/** Edits one field's rule: shown, required, lengths and accepted characters; server refusals under their field. */
export function RuleDialog({
  code,
  rule,
  label,
  onClose,
  onSaved,
}: {
  code: string;
  rule: RegisterRule;
  label: string;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation(NS);
  return (
    <Dialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={t('rule_title', { field: label })}
      size="md"
      testId="rule-dialog"
    >
      <Formik<RuleFormValues>
        initialValues={ruleValues(rule)}
        validationSchema={ruleSchema(t, rule.field)}
        onSubmit={async (v, helpers) => {
          helpers.setStatus(undefined);
          try {
            await setRule(code, rule.field, toRulePatch(v));
            toast({ title: t('rule_saved', { field: label }), tone: 'success' });
            onSaved();
            onClose();
          } catch (e) {
            showServerError(t, helpers, e, RULE_FIELDS);
          }
        }}
      >
        {({ values, isSubmitting, status }) => (
          <Form className="console-stack" noValidate>
            <FormCheckbox name="shown" label={t('shown_label')} />
            <FormCheckbox name="required" label={t('required_label')} />
            <FormTextField name="min" label={t('min_label')} inputMode="numeric" />
            <FormTextField name="max" label={t('max_label')} inputMode="numeric" />
            <FormSelect
              name="acceptedPattern"
              label={t('pattern_label')}
              options={api.RULE_PATTERNS.map((id) => ({ value: id, label: patternText(t, id, values) }))}
            />
            <FormStatus status={status} />
            <FormActions busy={isSubmitting} label={t('save')} onCancel={onClose} />
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
