import { registerTranslations, type TTranslations } from '@stol/platform';
import { usersEn, usersHr } from './users';
import { hubsEn, hubsHr } from './hubs-translations';
import { sectionsEn, sectionsHr } from './sections-translations';

export const NAMESPACE = 'settings';

/**
 * Every visible string of this remote, complete in both languages (DESIGN §5). Each area keeps its own
 * section (users, restaurants, hubs); messages are guest spec §8.2's.
 */
export const translations = {
  en: {
    notFound: { title: 'Page not found', back: 'Back' },
    users: usersEn,
    restaurants: { title: 'Restaurants', sections: sectionsEn },
    hubs: hubsEn,
  },
  hr: {
    notFound: { title: 'Stranica nije pronađena', back: 'Natrag' },
    users: usersHr,
    restaurants: { title: 'Restorani', sections: sectionsHr },
    hubs: hubsHr,
  },
} satisfies TTranslations;

registerTranslations(NAMESPACE, translations);
