import { Checkbox } from '@mantine/core';
import type { TTable } from '@stol/contracts';
import { errorMessage } from '@stol/platform';
import { notifyError } from '@stol/ui';
import { useTranslation } from 'react-i18next';
import { usePatchTableMutation } from '../../../api/tables-api';
import { NAMESPACE } from '../../../i18n/translations';
import type { TChange } from '../history/history';

/**
 * Maintenance on/off (staff spec §4: available ↔ maintenance; shown as Held). 'reserved' is displayed only and
 * cannot be sent back, so the undo of taking a reserved table out of service is 'available'.
 */
export function MaintenanceToggle({ table, onSaved }: { table: TTable; onSaved: (change: TChange) => void }) {
  const { t } = useTranslation(NAMESPACE);
  const [patchTable, { isLoading }] = usePatchTableMutation();
  const held = table.status === 'maintenance';

  const toggle = async () => {
    const before = held ? 'maintenance' : 'available';
    const after = held ? 'available' : 'maintenance';
    try {
      await patchTable({ id: table.id, restaurantId: table.restaurantId, patch: { status: after } }).unwrap();
      onSaved({
        kind: 'table',
        restaurantId: table.restaurantId,
        tableId: table.id,
        before: { status: before },
        after: { status: after },
      });
    } catch (error) {
      notifyError(errorMessage(error, t('errors.status')));
    }
  };

  return (
    <Checkbox
      role="switch"
      label={t('detail.maintenance')}
      description={t('detail.maintenanceHint')}
      checked={held}
      disabled={isLoading}
      onChange={() => void toggle()}
    />
  );
}
