import { runStandalone } from 'shared-ui';
import { AgentLogin } from './app/agent-login';
import { LoginLauncher } from './app/login-launcher';
import { ModalHost } from './app/modal-host';
import './config/i18n';
import { injectAuthStyles } from './lib/auth-styles';

void runStandalone('mf-auth', {
  '/login': (props) => (
    <>
      <LoginLauncher {...props} />
      <ModalHost {...props} />
    </>
  ),
  '/agent': AgentLogin,
});
// After runStandalone's design-system styles, so these screen styles come later in the cascade.
injectAuthStyles();
