import type { TLanguage } from './roles';
import type { TUser } from './user';

/**
 * What every report and analytics figure means (issue 21 §2; guest spec §2.14, §2.15, §4, §9). One module, used
 * by the API's SQL (the constants), the screens (the help texts) and the CSV header notes (the same texts), so a
 * figure cannot mean one thing on screen and another in the export. Zod-free: the screens import it without it.
 */

/** A reservation's day and hour are its start on this wall clock (DESIGN §7). */
export const ANALYTICS_TIME_ZONE = 'Europe/Zagreb';

/** Reports label a party of this many guests or more a large party (guest spec §9). */
export const REPORT_LARGE_PARTY_MIN_GUESTS = 7;

/** Analytics timeframes (guest spec §2.15): every started reservation, the last 30 days, the last 7 days. */
export const ANALYTICS_PERIODS = ['all', 'month', 'week'] as const;
export type TAnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];
export const DEFAULT_ANALYTICS_PERIOD: TAnalyticsPeriod = 'all';

/** How far back a period reaches from now, in days (null = no lower bound). */
export const ANALYTICS_PERIOD_DAYS: Record<TAnalyticsPeriod, number | null> = {
  all: null,
  month: 30,
  week: 7,
};

/**
 * The instants a period covers: reservations starting at or after `from` (none for `all`) and at or before `now`
 * (analytics look only at reservations that have started).
 */
export function analyticsPeriodRange(period: TAnalyticsPeriod, now: Date): { from: Date | null; to: Date } {
  const days = ANALYTICS_PERIOD_DAYS[period];
  return { from: days === null ? null : new Date(now.getTime() - days * 86_400_000), to: now };
}

/** Heatmap buckets (guest spec §9): share under 0.2, 0.4, 0.6, 0.8, and 0.8 or above → bucket 0 … 4. */
export const HEATMAP_BUCKET_LIMITS = [0.2, 0.4, 0.6, 0.8] as const;
export const HEATMAP_BUCKET_COUNT = HEATMAP_BUCKET_LIMITS.length + 1;
export const heatmapBucket = (share: number): number => {
  const index = HEATMAP_BUCKET_LIMITS.findIndex((limit) => share < limit);
  return index === -1 ? HEATMAP_BUCKET_LIMITS.length : index;
};

/** The heatmap's "top tables" list. */
export const HEATMAP_TOP_TABLES = 5;

/** A returning guest has at least this many reservations with one phone. */
export const RETURNING_GUEST_MIN_VISITS = 2;
export const RETURNING_GUESTS_PAGE_SIZE = 50;
/** The last page a client may ask for (keeps OFFSET inside what PostgreSQL answers quickly). */
export const MAX_ANALYTICS_PAGE = 10_000;

/** Detail lists (no-shows, cancellations, walk-ins) carry the most recent this many; the figures count all. */
export const ANALYTICS_LIST_LIMIT = 200;

/** Rounds to 2 decimals (rates, guest spec §9). */
export const roundTo = (value: number, decimals: number): number => {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
};

/** part / whole × 100, rounded to 2 decimals; 0 when there is nothing to divide by. */
export const percentOf = (part: number, whole: number): number =>
  whole > 0 ? roundTo((part / whole) * 100, 2) : 0;

/** The walk-in peak hour when there are no walk-ins (guest spec §2.15). */
export const NO_PEAK_HOUR = '-';

/** Guest spec §2.15: who may open analytics (the shell's route and the API's routes share this rule). */
export const canUseAnalytics = (user: Pick<TUser, 'role' | 'plan'>): boolean =>
  user.role === 'superadmin' || (user.role === 'restaurantmanager' && user.plan === 'premium');

/** Guest spec §2.15's sentence for everyone else (screen and 403 answer). */
export const ANALYTICS_ACCESS_DENIED =
  'Access Denied: Analytics is only available to super administrators and premium restaurant managers.';

/** The same sentence per language: the API's 403, the shell's redirect notice and the screen say it alike. */
export const ANALYTICS_ACCESS_DENIED_TEXT: Record<TLanguage, string> = {
  en: ANALYTICS_ACCESS_DENIED,
  hr: 'Pristup odbijen: analitika je dostupna samo superadministratorima i voditeljima restorana s paketom premium.',
};

/** Keys of the definitions, in the order the CSV note and the screens' help list them. */
export const ANALYTICS_DEFINITION_KEYS = [
  'day',
  'reportCounts',
  'noShows',
  'largeParties',
  'covers',
  'walkIns',
  'periods',
  'mainSet',
  'returningGuests',
  'noShowRate',
  'cancellationRate',
  'walkInStats',
  'heatmap',
  'turnTimes',
] as const;
export type TAnalyticsDefinitionKey = (typeof ANALYTICS_DEFINITION_KEYS)[number];

/** The definitions in words, per language: the CSV's first line and the screens' "What do these mean?" */
export const ANALYTICS_DEFINITIONS: Record<TLanguage, Record<TAnalyticsDefinitionKey, string>> = {
  en: {
    day: 'A reservation belongs to the day and hour of its start in Europe/Zagreb time.',
    reportCounts: 'Reports count every reservation of the day except cancelled ones, walk-ins included.',
    noShows: 'No-shows are reservations marked as no-show.',
    largeParties: `Large parties have ${REPORT_LARGE_PARTY_MIN_GUESTS} or more guests.`,
    covers: 'Covers are the guests of the counted reservations.',
    walkIns: 'Walk-ins are guests seated at the door without a booking.',
    periods:
      'Analytics periods: all, the last 30 days or the last 7 days, up to now; only started reservations.',
    mainSet: 'Analytics leave out walk-ins and cancelled reservations unless a figure says otherwise.',
    returningGuests: `Returning guests share one phone number over ${RETURNING_GUEST_MIN_VISITS} or more reservations.`,
    noShowRate: 'No-show rate = no-shows / reservations not cancelled × 100 (walk-ins left out).',
    cancellationRate:
      'Cancellation rate = cancelled / (not cancelled + cancelled) × 100 (walk-ins left out).',
    walkInStats:
      'Walk-in figures count walk-ins that were not cancelled; the peak hour is the busiest start hour.',
    heatmap:
      'The heatmap counts, per table, the reservations that used it and were not no-shows; shading is the share of the busiest table.',
    turnTimes: 'Turn time is the time from check-in to clearing the table, by party size.',
  },
  hr: {
    day: 'Rezervacija pripada danu i satu svog početka po zagrebačkom vremenu.',
    reportCounts: 'Izvještaji broje sve rezervacije dana osim otkazanih, uključujući goste bez rezervacije.',
    noShows: 'Nedolasci su rezervacije označene kao nedolazak.',
    largeParties: `Velike grupe imaju ${REPORT_LARGE_PARTY_MIN_GUESTS} ili više gostiju.`,
    covers: 'Kuverti su gosti prebrojanih rezervacija.',
    walkIns: 'Gosti bez rezervacije smješteni su na ulazu.',
    periods:
      'Razdoblja analitike: sve, zadnjih 30 dana ili zadnjih 7 dana, do sada; samo rezervacije koje su počele.',
    mainSet: 'Analitika izostavlja goste bez rezervacije i otkazane rezervacije, osim gdje piše drukčije.',
    returningGuests: `Povratni gosti imaju isti broj telefona na ${RETURNING_GUEST_MIN_VISITS} ili više rezervacija.`,
    noShowRate: 'Stopa nedolazaka = nedolasci / neotkazane rezervacije × 100 (bez gostiju bez rezervacije).',
    cancellationRate:
      'Stopa otkazivanja = otkazane / (neotkazane + otkazane) × 100 (bez gostiju bez rezervacije).',
    walkInStats:
      'Brojke gostiju bez rezervacije broje neotkazane dolaske; vršni sat je sat s najviše dolazaka.',
    heatmap:
      'Toplinska karta broji po stolu rezervacije koje su ga koristile, bez nedolazaka; nijansa je udio najprometnijeg stola.',
    turnTimes: 'Vrijeme zauzetosti stola je vrijeme od dolaska do pospremanja stola, po veličini društva.',
  },
};
