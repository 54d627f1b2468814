import { registerTranslations, type TTranslations } from '@stol/platform';

export const NAMESPACE = 'analytics';

/**
 * Every visible string of this remote, complete in both languages (DESIGN §5). Each area keeps its own section
 * (reports, analytics); the definitions of the figures come from @stol/contracts (ANALYTICS_DEFINITIONS).
 */
export const translations = {
  en: {
    notFound: { title: 'Page not found', back: 'Back' },
    reports: { title: 'Reports' },
    analytics: { title: 'Analytics' },
  },
  hr: {
    notFound: { title: 'Stranica nije pronađena', back: 'Natrag' },
    reports: { title: 'Izvještaji' },
    analytics: { title: 'Analitika' },
  },
} satisfies TTranslations;

registerTranslations(NAMESPACE, translations);
