import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SelectOption } from 'shared-ui';
import { FormPasswordField, FormSelect, FormTextField } from '../../../components/form-fields';
import { NS } from '../../../config/i18n';
import type { RegisterValues } from '../schemas/register-values';
import { shownRule } from '../schemas/register-values';
import '../i18n';

interface Props {
  name: keyof RegisterValues & string;
  /** The register rule that decides visibility (defaults to `name`); `always` ignores rules. */
  rule?: string;
  always?: boolean;
  type?: 'text' | 'password' | 'email' | 'date';
  /** A choice: a Select of these options after "Please choose". */
  options?: readonly SelectOption[];
  autoComplete?: string;
  max?: string;
  placeholder?: string;
  inputMode?: 'numeric' | 'text';
  /** Inside the field's box after the input (the captcha image). */
  suffix?: ReactNode;
}

/** One labelled register field with its first error under it; hidden unless the merchant's rule shows it. */
export function RuleInput({ name, rule = name, always = false, type = 'text', options, ...rest }: Props) {
  const { t } = useTranslation(NS);
  const r = shownRule(rule);
  if (!always && !r) return null;
  const required = !!r?.required;
  const label = (
    <>
      {t(`field_${name}`)}
      {required && <span aria-hidden="true"> *</span>}
    </>
  );
  if (options) {
    return (
      <FormSelect
        name={name}
        label={label}
        options={options}
        placeholder={t('choose')}
        aria-required={required || undefined}
      />
    );
  }
  const Input = type === 'password' ? FormPasswordField : FormTextField;
  return (
    <Input
      name={name}
      label={label}
      {...(type === 'password' ? {} : { type })}
      aria-required={required || undefined}
      {...rest}
    />
  );
}
