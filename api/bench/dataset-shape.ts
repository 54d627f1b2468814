/**
 * The shape of the seeded dataset, in one place so the seed, the freshness check and the scenarios agree.
 * Two years of bookings: one year back and one year ahead of the seeding day (Europe/Zagreb).
 */
export const DATASET = {
  /** Bumped whenever the seed changes, so an old dataset is rebuilt instead of measured. */
  version: 2,
  restaurants: 50,
  tablesPerRestaurant: 30,
  daysBack: 365,
  daysAhead: 365,
  /** A dataset older than this is reseeded, so "one year ahead" stays true and the bench days stay inside it. */
  maxAgeDays: 60,
  /** Restaurant hours: slots every 30 minutes from 11:00, a booking lasts 90 minutes, tables rest 15 more. */
  openHour: 11,
  closeHour: 23,
  intervalMin: 30,
  durationMin: 90,
  bufferMin: 15,
  adminEmail: 'bench-admin@stol.test',
  adminPassword: 'bench-password-1234',
} as const;

/**
 * Every table gets at most one booking in each of three sittings a day. The sittings cannot overlap even
 * with the buffer (lunch ends by 14:45, the afternoon sitting runs 15:00–16:45, dinner starts at 18:00),
 * so the seed never trips the no-double-booking constraint. The percentages are the chance that a table
 * is booked in that sitting: the first restaurant is the busy one the scenarios read.
 */
export const SITTINGS = {
  busy: { lunch: 70, afternoon: 45, dinner: 95 },
  normal: { lunch: 30, afternoon: 15, dinner: 55 },
} as const;
