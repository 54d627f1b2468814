import { registerTranslations, type TTranslations } from '@stol/platform';

export const NAMESPACE = 'floorplan';

/** Every visible string of this remote, complete in both languages (DESIGN §5). Toasts: staff spec §8. */
export const translations = {
  en: {
    title: 'Tables',
    loading: 'Loading tables…',
    retry: 'Try again',
    notFound: { title: 'Page not found', back: 'Back to tables' },
  },
  hr: {
    title: 'Stolovi',
    loading: 'Učitavanje stolova…',
    retry: 'Pokušaj ponovno',
    notFound: { title: 'Stranica nije pronađena', back: 'Natrag na stolove' },
  },
} satisfies TTranslations;

registerTranslations(NAMESPACE, translations);
