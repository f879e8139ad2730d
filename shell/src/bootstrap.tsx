import { createRoot } from 'react-dom/client';
import { initI18n, session } from 'shared-contracts';
import { setDocumentLanguage } from './config/i18n';
import { completeUrlLogin, takeUrlLogin } from './lib/url-login';
import { injectAppStyles } from './styles/inject';

/** Ends the current task, so the browser may paint and take input before the next part of the start-up. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start() {
  injectAppStyles();
  // The shell's own modules (the app, its pages and shared-ui) evaluate in a task of their own, after react-dom and
  // the contracts: the start-up is several shorter tasks instead of one long one (Lighthouse's blocking time). They
  // are in this bundle (eager): no request more.
  const [i18n, { App }] = await Promise.all([
    initI18n(session.getLocal('lang') ?? 'EN'),
    nextTask().then(() => import(/* webpackMode: "eager" */ './app/app')),
  ]);
  setDocumentLanguage(i18n.language);
  i18n.on('languageChanged', setDocumentLanguage);
  // A hand-over code or a social sign-in's result in the address bar (SPEC §4): taken out now, exchanged meanwhile.
  void completeUrlLogin(takeUrlLogin());
  createRoot(document.getElementById('root')!).render(<App />);
}

void start();
