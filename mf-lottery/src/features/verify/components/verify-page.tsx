import { ShieldCheck } from 'lucide-react';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, type ParcelProps } from 'shared-contracts';
import { findGame, type Draw, type MenuGame } from 'shared-contracts/lottery';
import { Button, Page, Select, TextField } from 'shared-ui';
import { NS } from '../../../config/i18n';
import { BackToLobby } from '../../../components/back-to-lobby';
import type { MenusState } from '../../../hooks/use-lottery-menus';
import { gameName } from '../../../lib/games';
import { getDraw } from '../api/get-draw';
import { verifyDraw, type Verification } from '../verify';
import { VerifyReport } from './verify-report';
import '../i18n';

type Outcome = { draw: Draw; verification: Verification | null } | { error: string } | null;

/**
 * The verify page: any past draw's revealed seed is hashed and the result recomputed in this browser with the
 * documented function, then compared with what was published: "match" or "mismatch".
 */
export function VerifyPage({
  menus,
  initialGame,
  initialNumero,
  navigate,
  basePath,
}: Pick<ParcelProps, 'navigate' | 'basePath'> & {
  menus: MenusState;
  initialGame: string | null;
  initialNumero: string | null;
}) {
  const { t } = useTranslation(NS);
  const [gameCode, setGameCode] = useState(initialGame ?? '');
  const [numero, setNumero] = useState(initialNumero ?? '');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const games: MenuGame[] = menus.games;
  const code = gameCode || games[0]?.gameCode || '';

  const run = useCallback(
    async (g: string, n: string) => {
      const game = findGame(g);
      if (!game || !/^\d{8,14}$/.test(n)) return;
      setBusy(true);
      try {
        const draw = await getDraw(g, n);
        setOutcome({ draw, verification: await verifyDraw(draw, game.structure) });
      } catch (e) {
        setOutcome({
          error: e instanceof Error && e.message.includes('Web Crypto') ? t('verify_unavailable') : errorText(t, e),
        });
      } finally {
        setBusy(false);
      }
    },
    [t],
  );
  useEffect(() => {
    if (initialGame && initialNumero) void run(initialGame, initialNumero);
  }, [initialGame, initialNumero, run]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void run(code, numero.trim());
  };

  return (
    <Page
      title={t('verify')}
      testId="lottery-verify"
      actions={<BackToLobby navigate={navigate} to={`${basePath}?view=lobby`} />}
    >
      <p className="lottery-intro">{t('verify_intro')}</p>
      <form className="ui-card lottery-filters" onSubmit={submit} noValidate>
        <Select
          label={t('results_game')}
          value={code}
          onChange={(e) => setGameCode(e.target.value)}
          options={games.map((g) => ({ value: g.gameCode, label: gameName(t, g.gameCode) }))}
        />
        <TextField
          label={t('verify_numero')}
          hint={t('verify_numero_hint')}
          inputMode="numeric"
          value={numero}
          onChange={(e) => setNumero(e.target.value)}
          error={numero && !/^\d{8,14}$/.test(numero.trim()) ? t('verify_numero_hint') : null}
        />
        <Button type="submit" variant="primary" loading={busy} icon={<ShieldCheck aria-hidden />}>
          {t('verify_button')}
        </Button>
      </form>
      {outcome && 'error' in outcome && (
        <p className="ui-field-error" role="alert">
          {outcome.error}
        </p>
      )}
      {outcome && 'draw' in outcome && <VerifyReport draw={outcome.draw} verification={outcome.verification} />}
      <section className="ui-card lottery-how">
        <h2 className="lottery-section-title">{t('verify_how')}</h2>
        <p>{t('verify_formula')}</p>
      </section>
    </Page>
  );
}
