import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { startI18n } from './config/i18n';
import { injectAppStyles } from './styles/inject';

async function start() {
  injectAppStyles();
  await startI18n();
  createRoot(document.getElementById('root')!).render(<App />);
}

void start();
