import { runStandalone } from 'shared-ui';
import './config/i18n';
import { AgentCenterPage } from './features/agent-center/components/agent-center-page';

void runStandalone('mf-agent', { '/agentHome': AgentCenterPage });
