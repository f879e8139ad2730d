import { fireEvent, render, screen } from '@testing-library/react';
import { initI18n } from 'shared-contracts';
import '../../config/i18n';
import { Carousel } from '../carousel';

// Swiper's stylesheet is a string webpack bundles; jest has no loader for it.
jest.mock('../../lib/swiper-styles', () => ({ injectSwiperStyles: jest.fn() }));

const items = ['a', 'b', 'c'];

describe('carousel', () => {
  beforeAll(() => initI18n('EN'));

  it('is a named carousel region whose slides are its items', () => {
    render(
      <Carousel label="Hot games" heading="Hot games" items={items} itemKey={(i) => i} render={(i) => <p>{i}</p>} />,
    );
    const region = screen.getByRole('region', { name: 'Hot games' });
    expect(region.getAttribute('aria-roledescription')).toBe('carousel');
    expect(screen.getByRole('heading', { level: 2, name: 'Hot games' })).toBeTruthy();
    expect(region.querySelectorAll('.swiper-slide')).toHaveLength(3);
  });

  it('shows a placeholder under its heading instead of the slides (loading, empty, error)', () => {
    render(
      <Carousel
        label="Slots"
        heading="Slots"
        placeholder={<p>Nothing yet</p>}
        items={[]}
        itemKey={(i: string) => i}
        render={(i) => i}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Slots' })).toBeTruthy();
    expect(screen.getByText('Nothing yet')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('a rotating banner carousel has previous, pause and next buttons; pause toggles to play', () => {
    render(<Carousel banner label="Featured" items={items} itemKey={(i) => i} render={(i) => <p>{i}</p>} />);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Pause the slides' }));
    expect(screen.getByRole('button', { name: 'Play the slides' })).toBeTruthy();
  });
});
