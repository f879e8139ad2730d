import { UserPlus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from 'shared-contracts';
import { FormStatus, PasswordField, RadioGroup, SubmitButton, TextField, toast } from 'shared-ui';
import { agencyErrorText } from '../../../components/agency-error';
import { NS } from '../../../config/i18n';
import { registerDownline } from '../api/register-downline';
import '../i18n';

interface Values {
  username: string;
  password: string;
  confirm: string;
  nickname: string;
  kind: 'player' | 'agent';
}
type Errors = Partial<Record<keyof Values, string>>;

const EMPTY: Values = { username: '', password: '', confirm: '', nickname: '', kind: 'player' };

/** The contract's rules (`registerDownline`), checked before the call; the messages are SPEC §5's. */
function validate(v: Values, t: (k: string) => string): Errors {
  const e: Errors = {};
  if (!v.username.trim()) e.username = t('common:err_input_empty');
  else if (!/^[A-Za-z0-9_]{4,16}$/.test(v.username.trim())) e.username = t('reg_username_rule');
  if (!v.password) e.password = t('common:err_input_empty');
  else if (v.password.length < 6 || v.password.length > 20) e.password = t('reg_password_rule');
  if (!v.confirm) e.confirm = t('common:err_input_empty');
  else if (v.confirm !== v.password) e.confirm = t('common:err_confirm_mismatch');
  if (v.nickname.trim().length > 32) e.nickname = t('reg_nickname_rule');
  return e;
}

/** registerCenter's form: a player or an agent directly below the agent, with a temporary password. */
export function RegisterForm() {
  const { t } = useTranslation(NS);
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [status, setStatus] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const field = (name: keyof Values) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value })),
  });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setStatus(null);
    const found = validate(values, t);
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      const nickname = values.nickname.trim();
      const done = await registerDownline({
        username: values.username.trim(),
        password: values.password,
        isAgent: values.kind === 'agent',
        ...(nickname ? { nickname } : {}),
      });
      setValues(EMPTY);
      toast({
        tone: 'success',
        title: t(done.isAgent ? 'reg_done_agent' : 'reg_done_player', { account: done.account }),
        description: done.invitationCode ? t('reg_done_code', { code: done.invitationCode }) : undefined,
      });
    } catch (err) {
      const f = isApiError(err) ? err.details.field : null;
      if (f === 'username' || f === 'password' || f === 'nickname') setErrors({ [f]: agencyErrorText(t, err) });
      else setStatus(agencyErrorText(t, err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="ui-card agent-card" aria-labelledby="reg-title">
      <h2 id="reg-title" className="agent-card-title">
        <UserPlus aria-hidden />
        {t('reg_title')}
      </h2>
      <p className="agent-hint">{t('reg_intro')}</p>
      <form className="agent-form" noValidate onSubmit={submit} data-testid="register-form">
        <TextField
          label={t('reg_username')}
          hint={t('reg_username_hint')}
          autoComplete="off"
          maxLength={16}
          {...field('username')}
        />
        <PasswordField label={t('reg_password')} autoComplete="new-password" maxLength={20} {...field('password')} />
        <PasswordField label={t('reg_confirm')} autoComplete="new-password" maxLength={20} {...field('confirm')} />
        <TextField label={t('reg_nickname')} autoComplete="off" maxLength={32} {...field('nickname')} />
        <RadioGroup
          legend={t('reg_kind')}
          name="kind"
          inline
          value={values.kind}
          options={[
            { value: 'player', label: t('reg_player') },
            { value: 'agent', label: t('reg_agent') },
          ]}
          onChange={(kind) => setValues((v) => ({ ...v, kind: kind as Values['kind'] }))}
        />
        <FormStatus status={status} />
        <SubmitButton busy={busy}>{t('reg_submit')}</SubmitButton>
      </form>
    </section>
  );
}
