import { errorMessage } from '@stol/platform';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateFloorplanMutation } from '../../../api/restaurants-api';
import { usePatchTableMutation } from '../../../api/tables-api';
import { NAMESPACE } from '../../../i18n/translations';
import { sideFor, type TChange } from './history';

/**
 * Sends one side of a recorded change to the server (undo: `before`, redo: `after`). Rejects with the text to
 * toast: the server's error, else the spec's fallback for that kind of change (staff spec §8).
 */
export function useApplyChange() {
  const { t } = useTranslation(NAMESPACE);
  const [patchTable] = usePatchTableMutation();
  const [updateFloorplan] = useUpdateFloorplanMutation();

  return useCallback(
    async (change: TChange, direction: 'undo' | 'redo'): Promise<void> => {
      const key = String(change.tableId);
      try {
        switch (change.kind) {
          case 'move':
          case 'table':
            await patchTable({
              id: change.tableId,
              restaurantId: change.restaurantId,
              patch: sideFor(change, direction),
            }).unwrap();
            return;
          case 'styles':
            await updateFloorplan({
              restaurantId: change.restaurantId,
              floorplan: { tableStyles: { [key]: sideFor(change, direction) } },
            }).unwrap();
            return;
          case 'chairs':
            await updateFloorplan({
              restaurantId: change.restaurantId,
              floorplan: { chairOverrides: { [key]: sideFor(change, direction) } },
            }).unwrap();
            return;
        }
      } catch (error) {
        throw new Error(errorMessage(error, t(fallbackKey(change))), { cause: error });
      }
    },
    [patchTable, updateFloorplan, t],
  );
}

function fallbackKey(change: TChange): string {
  switch (change.kind) {
    case 'move':
      return 'errors.position';
    case 'table':
      return 'status' in change.after ? 'errors.status' : 'errors.update';
    case 'styles':
      return 'errors.styles';
    case 'chairs':
      return 'errors.chairs';
  }
}
