/**
 * The shape of the seeded dataset, in one place so the seed, the freshness check and the scenarios agree.
 * Two years of bookings: one year back and one year ahead of the seeding day (Europe/Zagreb).
 */
export const DATASET = {
  /** Bumped whenever the seed changes, so an old dataset is rebuilt instead of measured. */
  version: 4,
  restaurants: 50,
  tablesPerRestaurant: 30,
  daysBack: 365,
  daysAhead: 365,
  /** A dataset older than this is reseeded, so "one year ahead" stays true and the bench days stay inside it. */
  maxAgeDays: 60,
  /**
   * Restaurant hours: slots every 30 minutes from 11:00, a booking lasts 90 minutes by default (the history's
   * lengths follow the party and its two-hour window), tables rest 15 more.
   */
  openHour: 11,
  closeHour: 23,
  intervalMin: 30,
  durationMin: 90,
  bufferMin: 15,
  adminEmail: 'bench-admin@stol.test',
  /** The premium restaurant manager of the busy restaurant: analytics are theirs (issue 21 §3). */
  managerEmail: 'bench-manager@stol.test',
  adminPassword: 'bench-password-1234',
} as const;

/**
 * The chance that a table's two-hour window is booked, scaled by the history statement's hour and weekday weights
 * (src/db/seed-history-sql.ts): the first restaurant is the busy one the scenarios read (about two bookings per
 * table a day), the others about one, so the whole dataset stays near 1.1 million reservations.
 */
export const BUSYNESS = { busy: 58, normal: 28 } as const;
