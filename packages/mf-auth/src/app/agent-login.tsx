import type { ParcelProps } from 'shared-contracts';
import { AgentLoginPage } from '../features/agent-login/components/agent-login-page';
import { LoginForm } from '../features/login/components/login-form';

/** /agent: the agent page composed with the username login form (agents only). */
export function AgentLogin(props: ParcelProps) {
  return <AgentLoginPage {...props} form={<LoginForm variant="agent" navigate={props.navigate} onDone={() => {}} />} />;
}
