import { useState, type InputHTMLAttributes, type ReactNode, type Ref, type TextareaHTMLAttributes } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../button/button';
import { Field, useFieldIds, type FieldFrame } from './field';

export interface TextFieldProps extends FieldFrame, Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'prefix'> {
  /** Something inside the box before the input (a dial code, a currency). */
  prefix?: ReactNode;
  /** Something inside the box after the input (a show/hide or send-code button, a captcha image). */
  suffix?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled text input with hint, error and optional prefix/suffix; formik's field props pass straight through. */
export function TextField({ label, error, hint, hideLabel, className, prefix, suffix, id, ...input }: TextFieldProps) {
  const ids = useFieldIds(id, error, hint);
  return (
    <Field label={label} error={error} hint={hint} hideLabel={hideLabel} className={className} ids={ids}>
      <div className="ui-input-box">
        {prefix && <span className="ui-input-affix">{prefix}</span>}
        <input
          className="ui-input"
          {...input}
          {...ids.aria}
          aria-describedby={
            [ids.aria['aria-describedby'], input['aria-describedby']].filter(Boolean).join(' ') || undefined
          }
        />
        {suffix && <span className="ui-input-affix">{suffix}</span>}
      </div>
    </Field>
  );
}

/** A password input with a show/hide toggle. */
export function PasswordField({ suffix, autoComplete, ...props }: Omit<TextFieldProps, 'type'>) {
  const { t } = useTranslation('common');
  const [shown, setShown] = useState(false);
  return (
    <TextField
      type={shown ? 'text' : 'password'}
      {...props}
      autoComplete={autoComplete ?? 'current-password'}
      suffix={
        <>
          <IconButton
            label={shown ? t('hide_password') : t('show_password')}
            aria-pressed={shown}
            icon={shown ? <EyeOff aria-hidden /> : <Eye aria-hidden />}
            onClick={() => setShown((s) => !s)}
          />
          {suffix}
        </>
      }
    />
  );
}

export interface TextAreaProps extends FieldFrame, Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'prefix'> {
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line text box (feedback, a message) with hint and error; formik's field props pass straight through. */
export function TextArea({ label, error, hint, hideLabel, className, id, rows = 5, ...input }: TextAreaProps) {
  const ids = useFieldIds(id, error, hint);
  return (
    <Field label={label} error={error} hint={hint} hideLabel={hideLabel} className={className} ids={ids}>
      <div className="ui-input-box ui-textarea-box">
        <textarea
          className="ui-input ui-textarea"
          rows={rows}
          {...input}
          {...ids.aria}
          aria-describedby={
            [ids.aria['aria-describedby'], input['aria-describedby']].filter(Boolean).join(' ') || undefined
          }
        />
      </div>
    </Field>
  );
}
