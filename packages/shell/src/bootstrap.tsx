import { createRoot } from 'react-dom/client';
import { initI18n, session } from 'shared-contracts';
import { App } from './app/app';
import './config/i18n';
import { adoptTokenFromUrl } from './lib/token-from-url';
import css from './styles.css';

async function start() {
  const style = document.createElement('style');
  style.textContent = css;
  document.head.appendChild(style);
  const i18n = await initI18n(session.getLocal('lang') ?? 'EN');
  document.documentElement.lang = i18n.language === 'TY' ? 'vi' : 'en';
  adoptTokenFromUrl(session);
  createRoot(document.getElementById('root')!).render(<App />);
}

void start();
