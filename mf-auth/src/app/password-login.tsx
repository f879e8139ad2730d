import { useState, type ComponentProps } from 'react';
import type { IpChallenge, LoginReply } from 'shared-contracts';
import { IpVerificationForm } from '../features/ip-verification/components/ip-verification-form';
import { LoginForm } from '../features/login/components/login-form';

type Pending = { challenge: IpChallenge['ipVerification']; finish: (reply: LoginReply) => void };

/** The username login form, followed by the new-IP verification when the server asks for it (SPEC §4). */
export function PasswordLogin(props: Omit<ComponentProps<typeof LoginForm>, 'onIpChallenge'>) {
  const [pending, setPending] = useState<Pending | null>(null);
  if (pending) return <IpVerificationForm challenge={pending.challenge} onVerified={pending.finish} />;
  return <LoginForm {...props} onIpChallenge={(challenge, finish) => setPending({ challenge, finish })} />;
}
