import { Field, useFormikContext } from 'formik';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../config/i18n';
import type { RegisterValues } from '../schemas/register-values';
import { shownRule } from '../schemas/register-values';

interface Props {
  name: keyof RegisterValues & string;
  /** The register rule that decides visibility (defaults to `name`); `always` ignores rules. */
  rule?: string;
  always?: boolean;
  type?: string;
  as?: 'select';
  children?: ReactNode;
  autoComplete?: string;
  max?: string;
}

/** One labelled register field with its first error under it; hidden unless the merchant's rule shows it. */
export function RuleInput({ name, rule = name, always = false, type = 'text', as, children, ...rest }: Props) {
  const { t } = useTranslation(NS);
  const { errors, touched } = useFormikContext<RegisterValues>();
  const r = shownRule(rule);
  if (!always && !r) return null;
  const error = touched[name] && errors[name];
  const id = `register-${name}`;
  // label + htmlFor rather than a wrapping label: a wrapped select would be named after all its options.
  return (
    <div className="field">
      <label htmlFor={id}>
        {t(`field_${name}`)}
        {r?.required && <span aria-hidden="true"> *</span>}
      </label>
      <Field id={id} name={name} type={as ? undefined : type} as={as} aria-invalid={!!error} {...rest}>
        {children}
      </Field>
      {error && <p className="field-error">{String(error)}</p>}
    </div>
  );
}
