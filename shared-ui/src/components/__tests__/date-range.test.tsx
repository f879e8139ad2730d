import { fireEvent, render, screen } from '@testing-library/react';
import { initI18n, setPermissionConfig, type PermissionConfig } from 'shared-contracts';
import { presetRange, rangeDays, rangeProblem, utcRange, utcToday } from '../field/date-range';
import { DateRangeFilter } from '../field/date-range-filter';

beforeAll(() => initI18n('EN'));

describe('date range', () => {
  const today = new Date(2026, 10, 24); // 24 Nov 2026, local time

  it('presets are inclusive day ranges ending today', () => {
    expect(presetRange('today', today)).toEqual({ from: '2026-11-24', to: '2026-11-24' });
    expect(presetRange('yesterday', today)).toEqual({ from: '2026-11-23', to: '2026-11-23' });
    expect(presetRange('last7', today)).toEqual({ from: '2026-11-18', to: '2026-11-24' });
    expect(rangeDays(presetRange('last30', today))).toBe(30);
    expect(presetRange('thisMonth', today)).toEqual({ from: '2026-11-01', to: '2026-11-24' });
  });

  it('counts the records presets from the UTC day, as the records APIs do', () => {
    // 23:30 UTC on 31 Dec is already 1 Jan east of Greenwich: the day is still 31 Dec.
    const late = new Date(Date.UTC(2026, 11, 31, 23, 30));
    const day = utcToday(late);
    expect([day.getFullYear(), day.getMonth(), day.getDate()]).toEqual([2026, 11, 31]);
    expect(utcRange('last7', late)).toEqual({ from: '2026-12-25', to: '2026-12-31' });
    expect(utcRange('today', late)).toEqual({ from: '2026-12-31', to: '2026-12-31' });
    expect(utcRange('last30', late)).toEqual({ from: '2026-12-02', to: '2026-12-31' });
  });

  it('names what is wrong with a range', () => {
    expect(rangeProblem({ from: '2026-11-02', to: '2026-11-01' })).toBe('reversed');
    expect(rangeProblem({ from: '', to: '2026-11-01' })).toBe('invalid');
    expect(rangeProblem({ from: '2026-10-01', to: '2026-11-01' }, 31)).toBe('too_long');
    expect(rangeProblem({ from: '2026-10-02', to: '2026-11-01' }, 31)).toBeNull();
  });

  it('the filter refuses a reversed range with a message and applies a valid one', () => {
    const onChange = jest.fn();
    render(<DateRangeFilter value={{ from: '2026-11-01', to: '2026-11-10' }} onChange={onChange} maxDays={31} />);
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('alert').textContent).toBe('The start day must not be after the end day');
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-05' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onChange).toHaveBeenCalledWith({ from: '2026-11-05', to: '2026-11-10' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a preset applies at once', () => {
    const onChange = jest.fn();
    render(<DateRangeFilter value={{ from: '2026-11-01', to: '2026-11-10' }} onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Today' }));
    expect(onChange).toHaveBeenCalledWith(presetRange('today'));
  });
});

describe('date range presets from a given day', () => {
  beforeAll(() => initI18n('EN'));

  it('counts the presets from `today` when given (a UTC day for a UTC API)', () => {
    const onChange = jest.fn();
    const today = new Date(2026, 0, 3);
    render(<DateRangeFilter value={{ from: '2026-01-01', to: '2026-01-01' }} onChange={onChange} today={today} />);
    fireEvent.click(screen.getByRole('button', { name: 'Last 7 days' }));
    expect(onChange).toHaveBeenCalledWith({ from: '2025-12-28', to: '2026-01-03' });
  });
});

describe('the range filter on a Philippines brand (SPEC §9)', () => {
  afterEach(() => setPermissionConfig(null as unknown as PermissionConfig));

  it('also writes each day dd-mm-yyyy', () => {
    setPermissionConfig({ registration: { minAge: 21, philippines: true } } as PermissionConfig);
    render(<DateRangeFilter value={{ from: '2026-11-01', to: '2026-11-24' }} onChange={jest.fn()} />);
    expect(screen.getByText('01-11-2026')).toBeTruthy();
    expect(screen.getByText('24-11-2026')).toBeTruthy();
  });

  it('elsewhere adds nothing', () => {
    setPermissionConfig({ registration: { minAge: 18, philippines: false } } as PermissionConfig);
    render(<DateRangeFilter value={{ from: '2026-11-01', to: '2026-11-24' }} onChange={jest.fn()} />);
    expect(screen.queryByText('01-11-2026')).toBeNull();
  });
});
