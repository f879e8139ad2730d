import { createParcel } from 'shared-ui';
import '../../config/i18n';
import { AgentCenterPage } from '../../features/agent-center/components/agent-center-page';

/** Exposed as `mf_agent/AgentCenter`. */
export const { bootstrap, mount, unmount, update } = createParcel(AgentCenterPage);
