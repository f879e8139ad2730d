import { useEffect, useState } from 'react';
import { i18next, loadLanguage, session, type Language } from 'shared-contracts';

/** The language the agent login page opens in (SPEC §1). */
const AGENT_PAGE_LANGUAGE: Language = 'ZH';

type I18n = typeof i18next;

/**
 * The i18next instance the agent login page renders with (SPEC §1: the page is in Chinese): a visitor who chose a
 * language on this browser (`lang`) keeps it; anyone else gets a Chinese instance of its own, sharing the texts,
 * so the rest of the site (and /agentHome after login) stays in the site's language. null while the Chinese
 * texts load; the global instance when they cannot.
 */
export function useAgentLanguage(): I18n | null {
  const chosen = session.getLocal('lang') !== null;
  const [instance, setInstance] = useState<I18n | null>(() => (chosen ? i18next : null));
  useEffect(() => {
    if (chosen) return;
    let live = true;
    loadLanguage(AGENT_PAGE_LANGUAGE).then(
      () => live && setInstance(i18next.cloneInstance({ lng: AGENT_PAGE_LANGUAGE })),
      () => live && setInstance(i18next),
    );
    return () => {
      live = false;
    };
  }, [chosen]);
  return instance;
}
