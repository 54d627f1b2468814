import type { TBrandColors, TPlan, TRole, TServiceRules } from '@stol/contracts';

export const DEMO_PASSWORD = 'demo1234';

export interface SeedUser {
  email: string;
  role: TRole;
  plan: TPlan;
  restaurantId: number | null;
  restaurantIds: number[];
}

/**
 * DESIGN §2 demo accounts (password demo1234). They start in English (new users default to hr) so the demo and
 * the e2e suites open in a language every evaluator reads; the language switch shows hr.
 */
export const DEMO_LANGUAGE = 'en' as const;

export const SEED_USERS: SeedUser[] = [
  { email: 'superadmin@demo.test', role: 'superadmin', plan: 'basic', restaurantId: null, restaurantIds: [] },
  {
    email: 'manager@demo.test',
    role: 'restaurantmanager',
    plan: 'premium',
    restaurantId: null,
    restaurantIds: [1, 2],
  },
  { email: 'admin@demo.test', role: 'restaurantadmin', plan: 'basic', restaurantId: 1, restaurantIds: [] },
  { email: 'staff@demo.test', role: 'staff', plan: 'basic', restaurantId: 1, restaurantIds: [] },
];

export interface SeedRestaurant {
  id: number;
  name: string;
  address: string;
  description: string;
  descriptionHr: string;
  descriptionEn: string;
  openHour: number;
  closeHour: number;
  intervalMin: number;
  /**
   * Where the guest site serves it: 'site' is the guest site's own origin (PUBLIC_SITE_URL), 'site-alias' the
   * same site reached by the other loopback name (127.0.0.1 for localhost), so the demo has a hub and a
   * restaurant with an origin of its own on one machine whatever port the guest site runs on.
   */
  origin: 'site' | 'site-alias';
  publicPath: string | null;
  brandColors: TBrandColors;
  /**
   * Seats of each table, in table-number order (tests and the e2e suites rely on these numbers and seats).
   * Where each table stands, its shape and chairs: seed-floorplans.ts.
   */
  tableSeats: number[];
  /** The service rules (issue 24 §1) it is seeded with; none = the spec's single service and duration. */
  serviceRules?: Partial<TServiceRules>;
  /**
   * Rules only the demo gets (runSeed's `demoServiceRules`, STOL_SEED_DEMO_RULES): the API and e2e suites seed
   * without them, because they book this restaurant 11–21 every 30 minutes on any weekday with one duration.
   */
  demoServiceRules?: Partial<TServiceRules>;
}

/** The spec's presets: 1 → 11-21 every 30; 2 → 12-22 every 60; 3 → 10-20 every 30. */
export const SEED_RESTAURANTS: SeedRestaurant[] = [
  {
    id: 1,
    name: 'Konoba Stol',
    address: 'Tkalčićeva ulica 12, 10000 Zagreb',
    description: 'Dalmatinska kuhinja i domaća vina u srcu Zagreba.',
    descriptionHr: 'Dalmatinska kuhinja i domaća vina u srcu Zagreba.',
    descriptionEn: 'Dalmatian cooking and local wines in the heart of Zagreb.',
    openHour: 11,
    closeHour: 21,
    intervalMin: 30,
    // Restaurants 1 and 2 share the site's origin, so together they form a hub (guest spec §4).
    origin: 'site',
    publicPath: '/konoba-stol',
    brandColors: {
      primary: '#c49a6c',
      secondary: '#000000',
      background: '#faf6f0',
      headerBackground: '#2b2118',
      headingTextColor: '#2b2118',
      subheadingTextColor: '#6b5a48',
      floorplanBg: '#f3ece2',
      hubTitle: 'Stol Zagreb',
      hubDescription: 'Odaberite restoran / Choose a restaurant',
      hubHeadingTextColor: '#2b2118',
      hubSubheadingTextColor: '#6b5a48',
    },
    // 11: the third stool table of the bar row, out of service (maintenance; no seeded reservations).
    tableSeats: [2, 2, 4, 4, 4, 4, 6, 6, 8, 10, 2],
    // Issue 24 §2: closed on Mondays, lunch and dinner the other days, and longer stays for larger parties.
    demoServiceRules: {
      weeklyHours: {
        mon: [],
        ...Object.fromEntries(
          (['tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const).map((day) => [
            day,
            [
              { open: '11:00', close: '15:00' },
              { open: '17:00', close: '22:00' },
            ],
          ]),
        ),
      },
      turnTimes: [
        { maxGuests: 2, minutes: 75 },
        { maxGuests: 4, minutes: 90 },
        { maxGuests: 6, minutes: 120 },
        { maxGuests: 10, minutes: 150 },
      ],
    },
  },
  {
    id: 2,
    name: 'Bistro Gornji Grad',
    address: 'Radićeva ulica 5, 10000 Zagreb',
    description: 'Sezonski meni, tjestenina i riba s Jadrana.',
    descriptionHr: 'Sezonski meni, tjestenina i riba s Jadrana.',
    descriptionEn: 'A seasonal menu, fresh pasta and Adriatic fish.',
    openHour: 12,
    closeHour: 22,
    intervalMin: 60,
    origin: 'site',
    publicPath: '/bistro-gornji-grad',
    brandColors: {
      primary: '#2f6f4e',
      secondary: '#0d1f16',
      background: '#f4f8f5',
      headerBackground: '#0d1f16',
      headingTextColor: '#0d1f16',
      subheadingTextColor: '#4a6356',
      floorplanBg: '#e8f0eb',
    },
    tableSeats: [2, 2, 2, 4, 4, 4, 6, 8],
    // The kitchen takes at most 24 guests arriving in one hour's slot (of the 32 seats).
    serviceRules: { pacing: { maxCoversPerSlot: 24 } },
  },
  {
    id: 3,
    name: 'Riva Split',
    address: 'Obala Hrvatskog narodnog preporoda 8, 21000 Split',
    description: 'Terasa uz more, ribe i školjke.',
    descriptionHr: 'Terasa uz more, ribe i školjke.',
    descriptionEn: 'A seaside terrace for fish and shellfish.',
    openHour: 10,
    closeHour: 20,
    intervalMin: 30,
    origin: 'site-alias',
    publicPath: '/riva-split',
    brandColors: {
      primary: '#1f4e79',
      secondary: '#0b1a2a',
      background: '#f2f6fa',
      headerBackground: '#0b1a2a',
      headingTextColor: '#0b1a2a',
      subheadingTextColor: '#486581',
      floorplanBg: '#e6eef6',
    },
    tableSeats: [2, 2, 2, 4, 4, 4, 4, 6, 6, 6, 8, 12],
  },
];

export const GUEST_NAMES = [
  'Ana Horvat',
  'Ivan Kovačević',
  'Marija Babić',
  'Luka Marić',
  'Petra Jurić',
  'Marko Novak',
  'Ivana Knežević',
  'Josip Vuković',
  'Katarina Perić',
  'Tomislav Pavlović',
  'Lucija Šarić',
  'Filip Tomić',
  'Emma Smith',
  'Lukas Müller',
];

/**
 * The public origin a seeded restaurant gets for a guest site at `siteUrl`: the site's origin, or for
 * 'site-alias' the same port under the other loopback name (another host keeps its name, under 'riva.').
 */
export function seedOrigin(origin: SeedRestaurant['origin'], siteUrl: string): string {
  const url = new URL(siteUrl);
  if (origin === 'site') return url.origin;
  const aliases: Record<string, string> = { localhost: '127.0.0.1', '127.0.0.1': 'localhost' };
  url.hostname = aliases[url.hostname] ?? `riva.${url.hostname}`;
  return url.origin;
}
