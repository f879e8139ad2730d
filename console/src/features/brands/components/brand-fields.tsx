import { useField, useFormikContext } from 'formik';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import type { BrandOptions } from 'shared-contracts';
import { Checkbox, FieldError, TextField } from 'shared-ui';
import { NS } from '../i18n';
import type { BrandFormValues } from '../schemas/brand-form';

type ListField = 'languages' | 'remotes' | 'vendors' | 'depositMethods';

/** A text field whose value is kept in capitals as it is typed (the brand's code, its currency). */
export function UpperTextField({
  name,
  ...props
}: Omit<ComponentProps<typeof TextField>, 'name' | 'value' | 'onChange' | 'onBlur' | 'error'> & {
  name: 'code' | 'currency';
}) {
  const [field, meta, helpers] = useField<string>(name);
  return (
    <TextField
      {...props}
      {...field}
      onChange={(e) => void helpers.setValue(e.target.value.toUpperCase())}
      error={meta.touched && meta.error ? meta.error : undefined}
      autoCapitalize="characters"
      spellCheck={false}
    />
  );
}

/** A list field's message once it was touched or the form submitted (the schema's, or the server's). */
function useListError(name: ListField): string | undefined {
  const { errors, touched, submitCount } = useFormikContext<BrandFormValues>();
  const error = errors[name];
  return (submitCount > 0 || touched[name]) && typeof error === 'string' ? error : undefined;
}

/** Checks `values` on or off in a list field. */
function useToggle(name: ListField) {
  const { values, setFieldValue, setFieldTouched } = useFormikContext<BrandFormValues>();
  const chosen = values[name];
  return {
    chosen,
    set: (codes: readonly string[], on: boolean) => {
      const next = on ? [...new Set([...chosen, ...codes])] : chosen.filter((c) => !codes.includes(c));
      void setFieldValue(name, next);
      void setFieldTouched(name, true, false);
    },
  };
}

/** A group of checkboxes filling one list field, with its message below. */
export function ChoiceGroup({
  name,
  legend,
  options,
  hint,
  empty,
}: {
  name: ListField;
  legend: string;
  options: readonly { value: string; label: string }[];
  hint?: string;
  /** Said instead when there is nothing to choose. */
  empty?: string;
}) {
  const { chosen, set } = useToggle(name);
  const error = useListError(name);
  return (
    <fieldset className="console-choices" data-testid={`brand-${name}`}>
      <legend>{legend}</legend>
      {hint && <p className="console-muted console-choices-wide">{hint}</p>}
      {options.length === 0 && empty && <p className="console-muted console-choices-wide">{empty}</p>}
      {options.map((o) => (
        <Checkbox
          key={o.value}
          label={o.label}
          checked={chosen.includes(o.value)}
          onChange={(e) => set([o.value], e.target.checked)}
        />
      ))}
      <div className="console-choices-wide">
        <FieldError error={error} />
      </div>
    </fieldset>
  );
}

/** The platform's vendors by category, each category with an "all of it" switch; every vendor on by default. */
export function VendorGroups({ legend, vendors }: { legend: string; vendors: BrandOptions['vendors'] }) {
  const { t } = useTranslation(NS);
  const { chosen, set } = useToggle('vendors');
  const error = useListError('vendors');
  const categories = [...new Set(vendors.map((v) => v.category))];
  return (
    <fieldset className="console-stack console-choice-groups" data-testid="brand-vendors">
      <legend>{legend}</legend>
      {categories.length === 0 && <p className="console-muted">{t('vendors_none')}</p>}
      {categories.map((category) => {
        const inIt = vendors.filter((v) => v.category === category);
        const keys = inIt.map((v) => v.key);
        const on = keys.filter((k) => chosen.includes(k)).length;
        const name = t(`common:cat_${category}`, { defaultValue: category });
        return (
          <fieldset key={category} className="console-choices">
            <legend>{name}</legend>
            <Checkbox
              className="console-choices-wide console-choices-all"
              label={t('vendors_all', { category: name })}
              checked={on === keys.length}
              ref={(el) => {
                if (el) el.indeterminate = on > 0 && on < keys.length;
              }}
              onChange={(e) => set(keys, e.target.checked)}
            />
            {inIt.map((v) => (
              <Checkbox
                key={v.key}
                label={v.name}
                checked={chosen.includes(v.key)}
                onChange={(e) => set([v.key], e.target.checked)}
              />
            ))}
          </fieldset>
        );
      })}
      <FieldError error={error} />
    </fieldset>
  );
}
