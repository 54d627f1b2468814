import { Button } from '@mantine/core';
import type { TChairShape, TTable } from '@stol/contracts';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n/translations';
import type { TChange } from '../history/history';

// The dialog (its canvas, zoom and geometry) loads when first opened: only a superadmin ever needs it.
const ChairEditorDialog = lazy(() =>
  import('../../chair-editor/ChairEditorDialog').then((m) => ({ default: m.ChairEditorDialog })),
);

export interface EditChairsProps {
  table: TTable;
  chairs: readonly TChairShape[] | null | undefined;
  cornerRadii: { tl?: number; tr?: number; br?: number; bl?: number } | null | undefined;
  onSaved: (change: TChange) => void;
}

/**
 * Superadmin: "Edit chairs" opens the chair editor dialog (features/chair-editor), which saves itself; its
 * onSaved reports both sides so the page's undo can put the previous chairs back.
 */
export function EditChairs({ table, chairs, cornerRadii, onSaved }: EditChairsProps) {
  const { t } = useTranslation(NAMESPACE);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button size="xs" variant="default" onClick={() => setOpened(true)}>
        {t('chairs.open')}
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <ChairEditorDialog
            opened
            onClose={() => setOpened(false)}
            restaurantId={table.restaurantId}
            table={table}
            chairs={chairs}
            cornerRadii={cornerRadii}
            onSaved={(before, after) =>
              onSaved({ kind: 'chairs', restaurantId: table.restaurantId, tableId: table.id, before, after })
            }
          />
        </Suspense>
      ) : null}
    </>
  );
}
