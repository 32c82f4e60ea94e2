import { changeLabel, rangeLabel, reportParams } from './report-params.ts';

const params = (query: string) => reportParams(new URLSearchParams(query), '2026-11-25');

it('reads the range and grain from the address, defaulting to the last 30 Dhaka days by day', () => {
  expect(params('')).toEqual({ from: '2026-10-27', to: '2026-11-25', grain: 'DAY' });
  expect(params('from=2026-11-01&to=2026-11-30&grain=week')).toEqual({ from: '2026-11-01', to: '2026-11-30', grain: 'WEEK' });
  expect(params('from=2026-02-30&to=2026-03-10&grain=year')).toEqual({ from: '2026-02-09', to: '2026-03-10', grain: 'DAY' });
  expect(params('from=2026-11-20&to=2026-11-01')).toEqual({ from: '2026-11-01', to: '2026-11-20', grain: 'DAY' });
});

it('takes days from 2000 to 2099 only, as the server does', () => {
  expect(params('from=0000-01-01&to=2026-03-10')).toEqual({ from: '2026-02-09', to: '2026-03-10', grain: 'DAY' });
  expect(params('from=2026-11-01&to=2100-01-01')).toEqual({ from: '2026-11-01', to: '2026-11-25', grain: 'DAY' });
  expect(params('from=2000-01-01&to=2000-01-31')).toEqual({ from: '2000-01-01', to: '2000-01-31', grain: 'DAY' });
});

it.each([
  [120, 100, '+20%'],
  [80, 100, '−20%'],
  [100, 100, 'no change'],
  [5, 0, 'new'],
  [0, 0, 'no change'],
  [0, 40, '−100%'],
])('change from %i to %i reads %s', (current, previous, expected) => {
  expect(changeLabel(current as number, previous as number)).toBe(expected);
});

it('names a range in words', () => {
  expect(rangeLabel('2026-11-01', '2026-11-30')).toBe('1 Nov 2026 – 30 Nov 2026');
  expect(rangeLabel('2026-11-25', '2026-11-25')).toBe('25 Nov 2026');
});
