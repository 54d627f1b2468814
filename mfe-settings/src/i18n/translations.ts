import { registerTranslations, type TTranslations } from '@stol/platform';
import { usersEn, usersHr } from './users';

export const NAMESPACE = 'settings';

/**
 * Every visible string of this remote, complete in both languages (DESIGN §5). Each area keeps its own
 * section (users, restaurants, hubs); messages are guest spec §8.2's.
 */
export const translations = {
  en: {
    notFound: { title: 'Page not found', back: 'Back' },
    users: usersEn,
    restaurants: { title: 'Restaurants' },
    hubs: { title: 'Hub Management' },
  },
  hr: {
    notFound: { title: 'Stranica nije pronađena', back: 'Natrag' },
    users: usersHr,
    restaurants: { title: 'Restorani' },
    hubs: { title: 'Upravljanje hubovima' },
  },
} satisfies TTranslations;

registerTranslations(NAMESPACE, translations);
