import type { ParcelProps } from 'shared-contracts';
import { AgentLoginPage } from '../features/agent-login/components/agent-login-page';
import { PasswordLogin } from './password-login';

/** /agent: the agent page composed with the username login form (agents only). */
export function AgentLogin(props: ParcelProps) {
  return (
    <AgentLoginPage {...props} form={<PasswordLogin variant="agent" navigate={props.navigate} onDone={() => {}} />} />
  );
}
