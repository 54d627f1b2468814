import { registerTranslations, type TTranslations } from '@stol/platform';

export const NAMESPACE = 'dashboard';

/** Every visible string of this remote, complete in both languages (DESIGN §5). */
export const translations = {
  en: {
    loading: 'Loading dashboard…',
    refreshing: 'Updating…',
    retry: 'Try again',
    signedOut: 'Sign in to see your dashboard.',
    errors: { loadStats: 'Failed to load dashboard stats' },
    stats: {
      today: 'Reservations today',
      thisWeek: 'Reservations this week',
    },
    superadmin: { title: 'Overview', shortcuts: 'Shortcuts' },
    manager: {
      title: 'Your restaurants',
      totals: 'All assigned restaurants',
      perRestaurant: 'By restaurant',
      empty: 'No restaurants are assigned to you yet.',
      quickLinks: 'Quick links',
    },
    restaurant: { title: 'Restaurant dashboard', clock: 'Croatia time' },
    links: {
      reports: 'Reports',
      reservations: 'Reservations',
      restaurants: 'Restaurants',
      tables: 'Tables',
    },
    notFound: { title: 'Page not found', back: 'Back to the dashboard' },
  },
  hr: {
    loading: 'Učitavanje nadzorne ploče…',
    refreshing: 'Osvježavanje…',
    retry: 'Pokušaj ponovno',
    signedOut: 'Prijavite se da biste vidjeli nadzornu ploču.',
    errors: { loadStats: 'Učitavanje statistike nadzorne ploče nije uspjelo' },
    stats: {
      today: 'Rezervacije danas',
      thisWeek: 'Rezervacije ovaj tjedan',
    },
    superadmin: { title: 'Pregled', shortcuts: 'Prečaci' },
    manager: {
      title: 'Vaši restorani',
      totals: 'Svi dodijeljeni restorani',
      perRestaurant: 'Po restoranu',
      empty: 'Još vam nije dodijeljen nijedan restoran.',
      quickLinks: 'Brze poveznice',
    },
    restaurant: { title: 'Nadzorna ploča restorana', clock: 'Vrijeme u Hrvatskoj' },
    links: {
      reports: 'Izvještaji',
      reservations: 'Rezervacije',
      restaurants: 'Restorani',
      tables: 'Stolovi',
    },
    notFound: { title: 'Stranica nije pronađena', back: 'Natrag na nadzornu ploču' },
  },
} satisfies TTranslations;

registerTranslations(NAMESPACE, translations);
