import { createRoot } from 'react-dom/client';
import { initI18n, session } from 'shared-contracts';
import { App } from './app/app';
import { setDocumentLanguage } from './config/i18n';
import { completeUrlLogin, takeUrlLogin } from './lib/url-login';
import { injectAppStyles } from './styles/inject';

async function start() {
  injectAppStyles();
  const i18n = await initI18n(session.getLocal('lang') ?? 'EN');
  setDocumentLanguage(i18n.language);
  i18n.on('languageChanged', setDocumentLanguage);
  // A hand-over code or a social sign-in's result in the address bar (SPEC §4): taken out now, exchanged meanwhile.
  void completeUrlLogin(takeUrlLogin());
  createRoot(document.getElementById('root')!).render(<App />);
}

void start();
