import { DatesProvider } from '@mantine/dates';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import 'dayjs/locale/hr';
// The date pickers' styles come with the pickers, not with the shell or the screen's first paint (issue 8 §1).
import '@mantine/dates/styles.css';
import { NAMESPACE } from '../../../i18n/translations';

/**
 * Locale and week start for the screen's date pickers. Only the modules that render a picker import this (the
 * date filter's calendar, the Resolve panel), and both load when first used: @mantine/dates with dayjs is about
 * 32 KiB compressed that a first view of /reservations does not need (issue 8 §1).
 */
export function ReservationDates({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation(NAMESPACE);
  return (
    <DatesProvider settings={{ locale: i18n.language === 'hr' ? 'hr' : 'en', firstDayOfWeek: 1 }}>
      {children}
    </DatesProvider>
  );
}
