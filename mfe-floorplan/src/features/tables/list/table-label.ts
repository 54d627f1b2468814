import type { TTable } from '@stol/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n/translations';

/** The displayed status (staff spec §3: maintenance is displayed as Held). */
export const statusKey = (status: TTable['status']) => `status.${status}` as const;

/** 'Table 4, 4 seats, Available': the accessible name of a table on the canvas and in the list. */
export function useTableLabel() {
  const { t } = useTranslation(NAMESPACE);
  return useCallback(
    (table: Pick<TTable, 'number' | 'seats' | 'status'>) =>
      t('table.label', { number: table.number, count: table.seats, status: t(statusKey(table.status)) }),
    [t],
  );
}
