import { render, screen } from '@testing-library/react';
import { initI18n } from 'shared-contracts';
import '../../i18n';
import { BUILD_VERSION } from '../../../../config/build';
import { BuildVersion } from '../build-version';

describe('the lobby’s build version', () => {
  beforeAll(() => initI18n('EN'));

  it('names the build mf-games runs', () => {
    render(<BuildVersion version="1.1.0" />);
    expect(screen.getByTestId('games-version').textContent).toBe('Games 1.1.0');
  });

  it('is `dev` when the build defined no version', () => {
    expect(BUILD_VERSION).toBe(process.env.REMOTE_VERSION || 'dev');
    render(<BuildVersion />);
    expect(screen.getByTestId('games-version').textContent).toBe(`Games ${BUILD_VERSION}`);
  });
});
