import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { remoteVersion } from '../../lib/registry';
import { RemoteParcel } from '../remote-parcel';

jest.mock('../../lib/registry', () => ({
  loadParcel: jest.fn(),
  remoteVersion: jest.fn(),
  reportMountError: jest.fn(),
  resetRemote: jest.fn(),
}));
jest.mock('react-i18next', () => ({ useTranslation: () => ({ i18n: { language: 'EN' } }) }));
jest.mock('single-spa-react/parcel', () => ({
  __esModule: true,
  default: ({ wrapClassName }: { wrapClassName: string }) => <div className={wrapClassName} />,
}));

describe('a remote’s parcel', () => {
  it('names the release it runs around the parcel', () => {
    jest.mocked(remoteVersion).mockReturnValue('1.1.0');
    const { container } = render(
      <MemoryRouter>
        <RemoteParcel remote="mf_games" parcel="Home" basePath="/" />
      </MemoryRouter>,
    );
    const box = container.querySelector('[data-remote-version]');
    expect(box?.getAttribute('data-remote-version')).toBe('1.1.0');
    expect(box?.querySelector('.remote-parcel.remote-mf_games')).not.toBeNull();
  });

  it('leaves the attribute out for an unversioned build', () => {
    jest.mocked(remoteVersion).mockReturnValue(null);
    const { container } = render(
      <MemoryRouter>
        <RemoteParcel remote="mf_games" parcel="Home" basePath="/" />
      </MemoryRouter>,
    );
    expect(container.querySelector('.remote-version')?.hasAttribute('data-remote-version')).toBe(false);
  });
});
