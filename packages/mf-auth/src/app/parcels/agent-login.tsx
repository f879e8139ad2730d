import { createParcel } from 'shared-ui';
import '../../config/i18n';
import { AgentLoginPage } from '../../features/agent-login/components/agent-login-page';

/** Exposed as `mf_auth/AgentLogin`. */
export const { bootstrap, mount, unmount, update } = createParcel(AgentLoginPage);
