import { useCallback, useEffect, useMemo, useState } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { isApiError, type OperatorMe } from 'shared-contracts';
import { EmptyState, ErrorPanel, Skeleton, Toaster } from 'shared-ui';
import { getMe } from '../api/get-me';
import { signOut } from '../api/sign-out';
import { NS } from '../config/i18n';
import { SignInPage } from '../features/sign-in/components/sign-in-page';
import { SIGNED_OUT_EVENT } from '../lib/ops-client';
import { OperatorProvider, saveMerchant, savedMerchant, type OperatorContextValue } from '../lib/operator';
import { Layout } from './layout';
import { SECTIONS } from './nav';

type Who = { state: 'loading' } | { state: 'out' } | { state: 'failed' } | { state: 'in'; me: OperatorMe };

/** The console: the operator's session decides between the sign-in and the sections the role may open. */
export function App() {
  const { t } = useTranslation(NS);
  const [who, setWho] = useState<Who>({ state: 'loading' });
  const [merchant, setMerchantState] = useState<string | undefined>(undefined);
  const [attempt, setAttempt] = useState(0);

  const enter = useCallback((me: OperatorMe) => {
    setMerchantState(savedMerchant(me));
    setWho({ state: 'in', me });
  }, []);
  useEffect(() => {
    getMe().then(enter, (e: unknown) =>
      setWho(isApiError(e) && e.status === 401 ? { state: 'out' } : { state: 'failed' }),
    );
  }, [enter, attempt]);
  // A new brand joins the operator's merchants: read the session again, keeping the merchant chosen in the header.
  const refreshMe = useCallback(async () => {
    const me = await getMe();
    setWho({ state: 'in', me });
  }, []);
  useEffect(() => {
    const out = () => setWho({ state: 'out' });
    window.addEventListener(SIGNED_OUT_EVENT, out);
    return () => window.removeEventListener(SIGNED_OUT_EVENT, out);
  }, []);

  const value = useMemo<OperatorContextValue | null>(
    () =>
      who.state === 'in'
        ? {
            me: who.me,
            merchant,
            oneMerchant: merchant ?? who.me.scope[0],
            setMerchant: (code) => {
              saveMerchant(code);
              setMerchantState(code);
            },
            refreshMe,
            signOut: () => void signOut().finally(() => setWho({ state: 'out' })),
          }
        : null,
    [who, merchant, refreshMe],
  );

  if (who.state === 'loading')
    return (
      <div className="console-boot" role="status" aria-busy="true">
        <span className="sr-only">{t('common:loading')}</span>
        <Skeleton height={48} />
      </div>
    );
  if (who.state === 'failed')
    return (
      <main className="console-boot" id="main">
        <ErrorPanel onRetry={() => setAttempt((n) => n + 1)} />
      </main>
    );
  if (who.state === 'out' || !value) return <SignInPage onSignedIn={enter} />;
  const allowed = SECTIONS.filter((s) => s.permission === null || value.me.permissions.includes(s.permission));
  return (
    <OperatorProvider value={value}>
      <BrowserRouter basename="/console">
        <Routes>
          <Route element={<Layout sections={allowed} />}>
            <Route index element={<Navigate to={allowed[0]!.path} replace />} />
            {SECTIONS.map((s) => (
              <Route
                key={s.path}
                path={`${s.path}/*`}
                element={
                  allowed.includes(s) ? (
                    <s.page />
                  ) : (
                    <EmptyState title={t('forbidden_title')} testId="section-forbidden" />
                  )
                }
              />
            ))}
            <Route path="*" element={<EmptyState title={t('not_found_title')} />} />
          </Route>
        </Routes>
      </BrowserRouter>
      <Toaster />
    </OperatorProvider>
  );
}
