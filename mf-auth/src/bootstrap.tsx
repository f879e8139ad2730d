import { runStandalone } from 'shared-ui';
import { AgentLogin } from './app/agent-login';
import { LoginLauncher } from './app/login-launcher';
import { ModalHost } from './app/modal-host';
import './config/i18n';
import { injectAppStyles } from './styles/inject';

injectAppStyles();

void runStandalone('mf-auth', {
  '/login': (props) => (
    <>
      <LoginLauncher {...props} />
      <ModalHost {...props} />
    </>
  ),
  '/agent': AgentLogin,
});
