import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { initI18n } from 'shared-contracts';
import '../../config/i18n';
import { Carousel, swiperPart } from '../carousel';

// Swiper's stylesheet is a string webpack bundles; jest has no loader for it.
jest.mock('../../styles/inject', () => ({ injectSwiperStyles: jest.fn(async () => undefined) }));

const items = ['a', 'b', 'c'];

describe('carousel', () => {
  beforeAll(() => initI18n('EN'));
  afterEach(() => jest.useRealTimers());

  it('is a named carousel region whose slides are its items, shown before Swiper has loaded', () => {
    render(
      <Carousel label="Hot games" heading="Hot games" items={items} itemKey={(i) => i} render={(i) => <p>{i}</p>} />,
    );
    const region = screen.getByRole('region', { name: 'Hot games' });
    expect(region.getAttribute('aria-roledescription')).toBe('carousel');
    expect(screen.getByRole('heading', { level: 2, name: 'Hot games' })).toBeTruthy();
    expect(screen.getAllByRole('group').map((g) => g.getAttribute('aria-label'))).toEqual(['1 / 3', '2 / 3', '3 / 3']);
    expect(screen.getByText('b')).toBeTruthy();
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

  // Order matters below: once Swiper has loaded, every carousel of the page uses it.
  it('does not load Swiper for a row nobody touches, nor for a banner whose rotation is paused', () => {
    jest.useFakeTimers();
    render(<Carousel banner label="Featured" items={items} itemKey={(i) => i} render={(i) => <p>{i}</p>} />);
    fireEvent.click(screen.getByRole('button', { name: 'Pause the slides' }));
    act(() => void jest.advanceTimersByTime(10_000));
    expect(swiperPart.current()).toBeUndefined();
  });

  it('loads Swiper when a rotating banner is due to turn, and keeps the slides', async () => {
    jest.useFakeTimers();
    render(<Carousel banner label="Featured" items={items} itemKey={(i) => i} render={(i) => <p>{i}</p>} />);
    expect(swiperPart.current()).toBeUndefined();
    act(() => void jest.advanceTimersByTime(5000));
    jest.useRealTimers();
    const region = screen.getByRole('region', { name: 'Featured' });
    await waitFor(() => expect(region.querySelector('.swiper')).not.toBeNull());
    expect(swiperPart.current()).toBeDefined();
    expect(region.querySelectorAll('.swiper-slide').length).toBeGreaterThanOrEqual(3);
  });

  it('keeps a row nobody has touched as its own track after another carousel loaded Swiper', () => {
    expect(swiperPart.current()).toBeDefined();
    render(
      <Carousel label="Hot games" heading="Hot games" items={items} itemKey={(i) => i} render={(i) => <p>{i}</p>} />,
    );
    const region = screen.getByRole('region', { name: 'Hot games' });
    expect(region.querySelector('.games-track')).not.toBeNull();
    expect(region.querySelector('.swiper')).toBeNull();
    fireEvent.pointerEnter(region.querySelector('.games-carousel-body')!);
    expect(region.querySelector('.swiper')).not.toBeNull();
  });
});
