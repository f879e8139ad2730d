import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, FormStatus, PasswordField } from 'shared-ui';
import { NS } from '../../../config/i18n';
import { needsFundPassword, pointsErrorText } from './points-format';
import '../i18n';

/** What the redeem and convert forms keep besides their own fields: the fund password, busy, the outcome. */
export function useFundPasswordForm() {
  const { t } = useTranslation(NS);
  const [fundPassword, setFundPassword] = useState('');
  const [status, setStatus] = useState<string | null>(null);
  const [noFundPassword, setNoFundPassword] = useState(false);
  const [busy, setBusy] = useState(false);
  /** A failed call: its text (tries left for a wrong password) and, when none is set, the link to set one. */
  const fail = (err: unknown) => {
    setNoFundPassword(needsFundPassword(err));
    setStatus(pointsErrorText(t, err));
  };
  return { fundPassword, setFundPassword, status, setStatus, noFundPassword, busy, setBusy, fail };
}

export type FundPasswordForm = ReturnType<typeof useFundPasswordForm>;

/** The fund password field, the form's status and the link to where the fund password is set when it is not. */
export function FundPasswordFields({
  form,
  error,
  navigate,
}: {
  form: FundPasswordForm;
  error?: string;
  navigate: (to: string) => void;
}) {
  const { t } = useTranslation(NS);
  return (
    <>
      <PasswordField
        label={t('fund_password')}
        inputMode="numeric"
        autoComplete="off"
        value={form.fundPassword}
        error={error}
        onChange={(e) => form.setFundPassword(e.target.value)}
      />
      <FormStatus status={form.status} />
      {form.noFundPassword && (
        <Button variant="link" onClick={() => navigate('/member?page=withdraw')}>
          {t('set_fund_password')}
        </Button>
      )}
    </>
  );
}
