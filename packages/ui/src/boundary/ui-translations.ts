import { registerTranslations } from '@stol/platform';

/** The few texts @stol/ui shows on its own (not passed in by a screen). */
export const UI_NAMESPACE = 'ui';

registerTranslations(UI_NAMESPACE, {
  en: {
    areaFailed: 'This part of the page could not be shown.',
    areaFailedHint: 'The connection may have dropped. The rest of the page still works.',
    retry: 'Try again',
  },
  hr: {
    areaFailed: 'Ovaj dio stranice nije se mogao prikazati.',
    areaFailedHint: 'Veza je možda prekinuta. Ostatak stranice i dalje radi.',
    retry: 'Pokušaj ponovno',
  },
});
