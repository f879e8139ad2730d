import { InviteCard } from './invite-card';
import { RegisterForm } from './register-form';

/** registerCenter (SPEC §2 register account): register a downline, or invite one with the link or QR code. */
export function RegisterCenterPage() {
  return (
    <div className="agent-stack agent-two" data-testid="register-center">
      <RegisterForm />
      <InviteCard />
    </div>
  );
}
