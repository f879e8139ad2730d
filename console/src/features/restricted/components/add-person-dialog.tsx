import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, ID_TYPES } from 'shared-contracts';
import { Button, Dialog, Select, TextField, toast } from 'shared-ui';
import { NS as CONSOLE } from '../../../config/i18n';
import { addRestricted } from '../api/add-restricted';
import { NS } from '../i18n';

interface Props {
  open: boolean;
  merchant: string | undefined;
  onClose: () => void;
  onAdded: () => void;
}

const EMPTY = { fullName: '', birthday: '', idType: '', idNumber: '', reason: '' };

/** Adds one person: a full name with a birthday (dd-mm-yyyy) and/or an ID type with its number, and a reason. */
export function AddPersonDialog({ open, merchant, onClose, onAdded }: Props) {
  const { t } = useTranslation([NS, CONSOLE]);
  const [v, setV] = useState(EMPTY);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const field = (k: keyof typeof EMPTY) => ({
    value: v[k],
    onChange: (e: { target: { value: string } }) => setV({ ...v, [k]: e.target.value }),
  });
  const close = () => {
    setV(EMPTY);
    setError(null);
    onClose();
  };
  const save = async () => {
    setBusy(true);
    setError(null);
    try {
      await addRestricted({
        merchant,
        reason: v.reason,
        ...(v.fullName.trim() ? { fullName: v.fullName.trim() } : {}),
        ...(v.birthday.trim() ? { birthday: v.birthday.trim() } : {}),
        ...(v.idType ? { idType: Number(v.idType) } : {}),
        ...(v.idNumber.trim() ? { idNumber: v.idNumber.trim() } : {}),
      });
      toast({ title: t('added_ok'), tone: 'success' });
      onAdded();
      close();
    } catch (e) {
      setError(errorText(t, e as never));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => !o && close()}
      title={t('add_title')}
      testId="restricted-add"
      footer={
        <Button variant="primary" loading={busy} onClick={() => void save()}>
          {t('save')}
        </Button>
      }
    >
      <form
        className="console-form"
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <p className="console-muted">{t('add_hint')}</p>
        <TextField label={t('full_name')} {...field('fullName')} />
        <TextField label={t('birthday')} hint={t('birthday_hint')} inputMode="numeric" {...field('birthday')} />
        <Select
          label={t('id_type')}
          placeholder={t('none')}
          options={Object.entries(ID_TYPES).map(([id, label]) => ({ value: id, label }))}
          {...field('idType')}
        />
        <TextField label={t('id_number')} {...field('idNumber')} />
        <TextField label={t('reason')} required {...field('reason')} />
        {error && (
          <p role="alert" className="console-error">
            {error}
          </p>
        )}
      </form>
    </Dialog>
  );
}
