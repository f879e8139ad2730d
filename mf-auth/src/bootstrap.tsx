import { runStandalone } from 'shared-ui';
import { AgentLogin } from './app/agent-login';
import { AuthModals } from './app/auth-modals';
import { LoginLauncher } from './app/login-launcher';
import './config/i18n';

void runStandalone('mf-auth', {
  '/login': (props) => (
    <>
      <LoginLauncher {...props} />
      <AuthModals {...props} />
    </>
  ),
  '/agent': AgentLogin,
});
