import { session, type SecurityConfig } from 'shared-contracts';
import { afterLogin } from '../after-login';
import { getSecurityConfig } from '../../api/get-security-config';
import { getSecurityQuestion } from '../../api/get-security-question';

jest.mock('../../api/get-security-config');
jest.mock('../../api/get-security-question');

const config = (o: { question?: [boolean, boolean]; id?: Partial<SecurityConfig['info']['idVerification']> } = {}) =>
  ({
    info: {
      securityQuestion: { enabled: o.question?.[0] ?? false, isComplete: o.question?.[1] ?? false },
      idVerification: { enabled: false, isComplete: false, status: 'N', ...o.id },
    },
  }) as SecurityConfig;

const question = { questionId: 1, question: 'Favourite colour?' };

describe('what follows a login (SPEC §4 security modal and security question)', () => {
  beforeEach(() => {
    session.clearSession();
    session.set('token', 't');
    jest.mocked(getSecurityQuestion).mockResolvedValue(question);
  });

  it('asks the security question when the member set one and this session has not answered it', async () => {
    jest.mocked(getSecurityConfig).mockResolvedValue(config({ question: [true, true] }));
    await expect(afterLogin()).resolves.toEqual({ modal: 'securityQuestions', question });
    session.set('validate', true);
    await expect(afterLogin()).resolves.toBeNull();
  });

  it('does not ask when questions are off or none is set', async () => {
    jest.mocked(getSecurityConfig).mockResolvedValue(config({ question: [true, false] }));
    await expect(afterLogin()).resolves.toBeNull();
    jest.mocked(getSecurityConfig).mockResolvedValue(config({ question: [false, true] }));
    await expect(afterLogin()).resolves.toBeNull();
  });

  it('opens the identity modal only when enabled, not complete, status N, nothing uploaded and not put off', async () => {
    jest.mocked(getSecurityConfig).mockResolvedValue(config({ id: { enabled: true } }));
    await expect(afterLogin()).resolves.toEqual({ modal: 'verifyIdentity' });
    for (const id of [{ enabled: false }, { status: 'P' as const }, { isComplete: true, status: 'A' as const }]) {
      jest.mocked(getSecurityConfig).mockResolvedValue(config({ id: { enabled: true, ...id } }));
      await expect(afterLogin()).resolves.toBeNull();
    }
    jest.mocked(getSecurityConfig).mockResolvedValue(config({ id: { enabled: true } }));
    session.set('verifyLater', true);
    await expect(afterLogin()).resolves.toBeNull();
    session.set('verifyLater', false);
    session.set('securityAlreadyUpLoad', true);
    await expect(afterLogin()).resolves.toBeNull();
  });

  it('asks nothing of trial users or guests', async () => {
    jest
      .mocked(getSecurityConfig)
      .mockClear()
      .mockResolvedValue(config({ question: [true, true], id: { enabled: true } }));
    session.set('isTrial', true);
    await expect(afterLogin()).resolves.toBeNull();
    session.clearSession();
    await expect(afterLogin()).resolves.toBeNull();
    expect(getSecurityConfig).not.toHaveBeenCalled();
  });

  it('offers the first-login welcome last, while this session notes it as due', async () => {
    session.set('welcomeDue', true);
    jest.mocked(getSecurityConfig).mockResolvedValue(config({ question: [true, true] }));
    await expect(afterLogin()).resolves.toEqual({ modal: 'securityQuestions', question });
    session.set('validate', true);
    await expect(afterLogin()).resolves.toEqual({ modal: 'welcome' });
    session.set('welcomeDue', null);
    await expect(afterLogin()).resolves.toBeNull();
  });

  it('reopens a forced password change still due (a reload after the login) before anything else', async () => {
    jest
      .mocked(getSecurityConfig)
      .mockClear()
      .mockResolvedValue(config({ question: [true, true] }));
    session.set('passwordChangeDue', true);
    await expect(afterLogin()).resolves.toEqual({ modal: 'changePass' });
    // The session is refused everything else until then (PASSWORD_CHANGE_REQUIRED): nothing else is asked.
    expect(getSecurityConfig).not.toHaveBeenCalled();
    session.set('passwordChangeDue', null);
    await expect(afterLogin()).resolves.toEqual({ modal: 'securityQuestions', question });
  });
});
