import { startRegistration, type PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorText, formatDateTime, type OperatorPasskey, type PasskeyAdd } from 'shared-contracts';
import { Button, DataTable, Dialog, FormStatus, SubmitButton, toast, type Column } from 'shared-ui';
import * as yup from 'yup';
import { FormTextField } from '../../../components/form-fields';
import { NS as CONSOLE } from '../../../config/i18n';
import { addPasskey } from '../api/add-passkey';
import { useMyPasskeys } from '../api/list-passkeys';
import { passkeyRegistrationOptions } from '../api/passkey-options';
import { removePasskey } from '../api/remove-passkey';
import { NS } from '../i18n';

/** The browser refused or the operator cancelled (a WebAuthnError or DOMException): not the server's answer. */
const browserError = (e: unknown) => !(e instanceof ApiError);

/** The operator's passkeys (an alternative to the authenticator code at sign-in): listed, added, removed. */
export function PasskeysSection() {
  const { t } = useTranslation([NS, CONSOLE]);
  const list = useMyPasskeys();
  const [adding, setAdding] = useState(false);
  const remove = (k: OperatorPasskey) =>
    removePasskey(k.id).then(
      () => {
        toast({ title: t('passkey_removed'), tone: 'success' });
        list.reload();
      },
      (e: unknown) => toast({ title: errorText(t, e), tone: 'error' }),
    );
  const columns: Column<OperatorPasskey>[] = [
    { key: 'name', header: t('passkey_name'), render: (k) => k.name },
    { key: 'created', header: t('passkey_added'), render: (k) => formatDateTime(k.createdAt) },
    {
      key: 'used',
      header: t('passkey_used'),
      render: (k) => (k.lastUsedAt ? formatDateTime(k.lastUsedAt) : t('never')),
    },
    {
      key: 'remove',
      header: t(`${CONSOLE}:actions`),
      render: (k) => (
        <Button size="sm" variant="danger" onClick={() => void remove(k)}>
          {t('passkey_remove')}
        </Button>
      ),
    },
  ];
  const schema = yup.object({ name: yup.string().trim().max(64).required(t('common:err_validation')) });
  return (
    <section className="console-stack" aria-labelledby="passkeys-title" data-testid="passkeys-section">
      <div className="console-row">
        <h2 id="passkeys-title">{t('passkeys')}</h2>
        <Button size="sm" variant="primary" onClick={() => setAdding(true)}>
          {t('passkey_new')}
        </Button>
      </div>
      <p className="console-muted">{t('passkeys_intro')}</p>
      {/* A passkey belongs to a domain, never to an IP address: browsers refuse one on http://127.0.0.1. */}
      {/^[\d.]+$|^\[?[0-9a-f:]+\]?$/i.test(location.hostname) && (
        <p role="note" data-testid="passkeys-domain">
          {t('passkeys_need_domain', {
            url: `${location.protocol}//localhost${location.port ? `:${location.port}` : ''}/console/`,
          })}
        </p>
      )}
      <DataTable
        caption={t('passkeys')}
        columns={columns}
        rows={list.data?.list ?? []}
        rowKey={(k) => k.id}
        loading={list.loading}
        error={list.error ? errorText(t, list.error) : null}
        onRetry={list.reload}
        empty={t('passkeys_empty')}
      />
      <Dialog open={adding} onOpenChange={setAdding} title={t('passkey_new')}>
        <Formik
          initialValues={{ name: '' }}
          validationSchema={schema}
          onSubmit={async (v, helpers) => {
            helpers.setStatus(null);
            try {
              const options = await passkeyRegistrationOptions();
              const response = await startRegistration({
                optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON,
              });
              await addPasskey({ name: v.name.trim(), response: response as unknown as PasskeyAdd['response'] });
              toast({ title: t('passkey_saved'), tone: 'success' });
              setAdding(false);
              list.reload();
            } catch (e) {
              helpers.setStatus(browserError(e) ? t('passkey_browser_failed') : errorText(t, e));
            }
          }}
        >
          {({ isSubmitting, status }) => (
            <Form className="console-stack" noValidate>
              <FormTextField name="name" label={t('passkey_name')} hint={t('passkey_name_hint')} />
              <FormStatus status={status} />
              <SubmitButton busy={isSubmitting}>{t('passkey_create')}</SubmitButton>
            </Form>
          )}
        </Formik>
      </Dialog>
    </section>
  );
}
