import { registerTranslations, type TTranslations } from '@stol/platform';
import { analyticsEn, analyticsHr } from './analytics-translations';
import { listEn, listHr } from './list-translations';
import { reportsEn, reportsHr } from './reports-translations';

export const NAMESPACE = 'analytics';

/**
 * Every visible string of this remote, complete in both languages (DESIGN §5). Each area keeps its own file
 * (reports, analytics); the definitions of the figures come from @stol/contracts (ANALYTICS_DEFINITIONS).
 */
export const translations = {
  en: {
    notFound: { title: 'Page not found', back: 'Back' },
    definitions: { toggle: 'What do these figures mean?' },
    list: listEn,
    reports: reportsEn,
    analytics: analyticsEn,
  },
  hr: {
    notFound: { title: 'Stranica nije pronađena', back: 'Natrag' },
    definitions: { toggle: 'Što znače ove brojke?' },
    list: listHr,
    reports: reportsHr,
    analytics: analyticsHr,
  },
} satisfies TTranslations;

registerTranslations(NAMESPACE, translations);
