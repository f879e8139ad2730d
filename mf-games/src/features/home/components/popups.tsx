import { memo, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { session } from 'shared-contracts';
import { Button, Dialog, useSessionValue } from 'shared-ui';
import { NS } from '../../../config/i18n';
import { useNotice } from '../../../api/get-notice';
import '../i18n';

/**
 * Home popups (SPEC §3, §4): execution A for everyone, B for logged-in members, F for visitors; closing
 * stores 'closed' under USER_POPUP or ANONYMOUS_POPUP so they do not come back this session.
 */
export const Popups = memo(function Popups() {
  const { t } = useTranslation(NS);
  const token = useSessionValue('token');
  const { notice, reload } = useNotice();
  const key = token ? 'USER_POPUP' : 'ANONYMOUS_POPUP';
  const [closed, setClosed] = useState(session.get(key) === 'closed');
  useEffect(() => {
    setClosed(session.get(key) === 'closed');
  }, [key]);
  // The audience changes with the login: fetch the popups again.
  useEffect(() => {
    if (token) reload();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only on a new token
  }, [token]);
  const audience = token ? ['A', 'B'] : ['A', 'F'];
  const items = (notice?.popup ?? []).filter((p) => audience.includes(p.execution));
  if (closed || items.length === 0) return null;
  const close = () => {
    session.set(key, 'closed');
    setClosed(true);
  };
  return (
    // Deferred: a popup waits while the visitor has another dialog open (the login they asked for).
    <Dialog
      open
      deferred
      title={t('popup_title')}
      onOpenChange={(o) => !o && close()}
      testId="home-popup"
      footer={
        <Button variant="primary" onClick={close}>
          {t('common:close')}
        </Button>
      }
    >
      {items.map((p) => (
        <article key={p.id} className="games-popup">
          <h3>{p.title}</h3>
          {/* Sanitised on the server when stored (platform-api sanitize-html). */}
          <div className="games-rich-text" dangerouslySetInnerHTML={{ __html: p.content }} />
        </article>
      ))}
    </Dialog>
  );
});
