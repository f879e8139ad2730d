import { runStandalone } from 'shared-ui';
import './config/i18n';
import { AgentLoginPage } from './features/agent-login/components/agent-login-page';
import { AuthModals } from './features/modals/components/auth-modals';
import { LoginLauncher } from './features/modals/components/login-launcher';

void runStandalone('mf-auth', {
  '/login': (props) => (
    <>
      <LoginLauncher {...props} />
      <AuthModals {...props} />
    </>
  ),
  '/agent': AgentLoginPage,
});
