import { registerTranslations, type TTranslations } from '@stol/platform';
import { restaurantsEn, restaurantsHr } from '../features/restaurants/restaurants-translations';
import { hubsEn, hubsHr } from './hubs-translations';
import { sectionsEn, sectionsHr } from './sections-translations';
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
    restaurants: { ...restaurantsEn, sections: sectionsEn },
    hubs: hubsEn,
    colorField: { picker: 'Pick {{label}} in a colour picker' },
  },
  hr: {
    notFound: { title: 'Stranica nije pronađena', back: 'Natrag' },
    users: usersHr,
    restaurants: { ...restaurantsHr, sections: sectionsHr },
    hubs: hubsHr,
    colorField: { picker: 'Odaberi: {{label}} (birač boja)' },
  },
} satisfies TTranslations;

registerTranslations(NAMESPACE, translations);
