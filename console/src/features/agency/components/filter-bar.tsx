import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Select, TextField } from 'shared-ui';
import { NS } from '../i18n';

export interface Filter {
  account: string;
  type: string;
  status: string;
}
export const NO_FILTER: Filter = { account: '', type: '', status: '' };

/** An account (applied on Search) and type and status choices (applied at once) over a list. */
export function FilterBar({
  types,
  statuses,
  statusLabel,
  onChange,
}: {
  types: readonly string[];
  statuses: readonly string[];
  /** The key prefix of a status's label. */
  statusLabel: string;
  onChange: (f: Filter) => void;
}) {
  const { t } = useTranslation([NS, 'console']);
  const [account, setAccount] = useState('');
  const [type, setType] = useState('');
  const [status, setStatus] = useState('');
  const apply = (f: Partial<Filter>) => onChange({ account: account.trim(), type, status, ...f });
  return (
    <form
      className="console-filters"
      role="search"
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        apply({});
      }}
    >
      <TextField label={t('account')} value={account} onChange={(e) => setAccount(e.target.value)} autoComplete="off" />
      <Select
        label={t('type')}
        value={type}
        onChange={(e) => {
          setType(e.target.value);
          apply({ type: e.target.value });
        }}
        options={[{ value: '', label: t('all_types') }, ...types.map((v) => ({ value: v, label: t(`type_${v}`) }))]}
      />
      <Select
        label={t('status')}
        value={status}
        onChange={(e) => {
          setStatus(e.target.value);
          apply({ status: e.target.value });
        }}
        options={[
          { value: '', label: t('all_statuses') },
          ...statuses.map((v) => ({ value: v, label: t(`${statusLabel}${v}`) })),
        ]}
      />
      <Button type="submit" variant="secondary" className="agency-filter-submit">
        {t('console:search')}
      </Button>
    </form>
  );
}
