import { createRoot } from 'react-dom/client';
import { initI18n, session } from 'shared-contracts';
import { App } from './app/app';
import { setDocumentLanguage } from './config/i18n';
import { adoptTokenFromUrl, completeUrlLogin } from './lib/token-from-url';
import { injectAppStyles } from './styles/inject';

async function start() {
  injectAppStyles();
  const i18n = await initI18n(session.getLocal('lang') ?? 'EN');
  setDocumentLanguage(i18n.language);
  // A token or a social sign-in's result in the address bar (SPEC §4): stored now, the member loaded meanwhile.
  void completeUrlLogin(adoptTokenFromUrl(session));
  createRoot(document.getElementById('root')!).render(<App />);
}

void start();
