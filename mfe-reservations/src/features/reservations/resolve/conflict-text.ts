import type { TApprovalConflict } from '@stol/contracts';
import { formatZagreb } from '@stol/platform/time';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n/translations';

/** 'Marija Jurić (19:30–20:30, table 7)' for each booking in the way. */
export function useConflictText() {
  const { t } = useTranslation(NAMESPACE);
  return (conflicts: readonly TApprovalConflict[]) =>
    conflicts
      .map((c) =>
        t('approvals.conflictItem', {
          name: c.name,
          start: formatZagreb(c.date, 'HH:mm'),
          end: formatZagreb(c.endDate, 'HH:mm'),
          table: c.tableNumber,
        }),
      )
      .join('; ');
}
