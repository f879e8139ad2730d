import { Search } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, TextField } from 'shared-ui';
import { NS } from '../config/i18n';
import './i18n';

/** A team member's account to filter by ('' = everyone), applied on Search or Enter. */
export function AccountSearch({ value, onSearch }: { value: string; onSearch: (account: string) => void }) {
  const { t } = useTranslation(NS);
  const [draft, setDraft] = useState(value);
  return (
    <form
      className="agent-search"
      role="search"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(draft.trim());
      }}
    >
      <TextField
        label={t('records_account')}
        placeholder={t('records_account_hint')}
        value={draft}
        maxLength={64}
        autoComplete="off"
        onChange={(e) => setDraft(e.target.value)}
      />
      <Button type="submit" icon={<Search aria-hidden />} aria-label={t('records_search_account')}>
        {t('records_search')}
      </Button>
    </form>
  );
}
