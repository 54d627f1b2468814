import { minutesLate, phaseGroup, reservationPhase } from './reservation-phase';

const START = '2026-06-10T22:50:00.000Z'; // 00:50 in Zagreb on 11 June: a booking just after midnight
const at = (iso: string) => Date.parse(iso);
const booking = (overrides: Partial<Parameters<typeof reservationPhase>[0]> = {}) => ({
  date: START,
  status: 'confirmed' as const,
  checkedInAt: null,
  noShowAt: null,
  ...overrides,
});

describe('reservationPhase', () => {
  it('runs upcoming → arriving (15 min before) → late, across midnight in Zagreb', () => {
    expect(reservationPhase(booking(), at('2026-06-10T22:34:59.000Z'))).toBe('upcoming');
    expect(reservationPhase(booking(), at('2026-06-10T22:35:00.000Z'))).toBe('arriving');
    expect(reservationPhase(booking(), at(START))).toBe('late');
  });

  it('is seated once checked in, even before the start, and final statuses win', () => {
    expect(reservationPhase(booking({ checkedInAt: '2026-06-10T22:30:00.000Z' }), at('2026-06-10T22:31:00.000Z'))).toBe(
      'seated',
    );
    expect(reservationPhase(booking({ status: 'cleared', checkedInAt: START }), at(START))).toBe('finished');
    expect(reservationPhase(booking({ noShowAt: START }), at(START))).toBe('no_show');
    expect(reservationPhase(booking({ status: 'cancelled' }), at(START))).toBe('cancelled');
    expect(phaseGroup('late')).toBe('door');
    expect(phaseGroup('finished')).toBe('done');
  });
});

describe('minutesLate', () => {
  it('counts whole minutes since the start, never 0', () => {
    expect(minutesLate(START, at('2026-06-10T22:50:10.000Z'))).toBe(1);
    expect(minutesLate(START, at('2026-06-10T23:02:59.000Z'))).toBe(12);
  });
});
