import type { CalendarAriaLabels } from '@mantine/dates';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n/translations';

/**
 * Props that make a Mantine date picker (DatePickerInput, DateTimePicker) pass axe, spread onto it:
 * - names for the icon-only previous/next controls (month, year, decade levels), in the current language;
 * - the dropdown (role="dialog") named by the field's label: Mantine points its aria-labelledby at the
 *   popover's id, so that id is made the label's (`<id>-label`, as Mantine's input wrapper names it);
 * - no days of the neighbouring months, which Mantine draws faded (2.15:1), and no red weekends (red.6 on
 *   white is 3.3:1; Mantine's day styles take no theme override for it): Saturday and Sunday are the last
 *   two columns anyway (firstDayOfWeek 1).
 */
export function useDatePickerA11yProps(): {
  id: string;
  popoverProps: { id: string };
  ariaLabels: CalendarAriaLabels;
  hideOutsideDates: true;
  weekendDays: [];
} {
  const { t } = useTranslation(NAMESPACE);
  const id = useId();
  return {
    id,
    popoverProps: { id: `${id}-label` },
    ariaLabels: {
      previousMonth: t('calendar.previousMonth'),
      nextMonth: t('calendar.nextMonth'),
      previousYear: t('calendar.previousYear'),
      nextYear: t('calendar.nextYear'),
      previousDecade: t('calendar.previousDecade'),
      nextDecade: t('calendar.nextDecade'),
    },
    hideOutsideDates: true,
    weekendDays: [],
  };
}
