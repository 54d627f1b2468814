import { Button, Checkbox, SimpleGrid } from '@mantine/core';
import type { TTable } from '@stol/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n/translations';

/**
 * Any tables the host picks (staff spec §5: at least one ticked; the server answers 'Select at least one
 * table' too). The first ticked table, in number order, becomes the main table.
 */
export function ManualTablePicker({
  name,
  tables,
  disabled,
  onSeat,
}: {
  name: string;
  tables: readonly TTable[];
  disabled: boolean;
  onSeat: (tableIds: number[], tableNumbers: number[]) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number, on: boolean) =>
    setChosen((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const picked = tables.filter((table) => chosen.has(table.id));
  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
      <legend style={{ fontWeight: 600, fontSize: 'var(--mantine-font-size-sm)', marginBottom: 6 }}>
        {t('largeParty.tablesLegend', { name })}
      </legend>
      <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="xs" mb="sm">
        {tables.map((table) => (
          <Checkbox
            key={table.id}
            label={t('largeParty.tableOption', { number: table.number, seats: table.seats })}
            checked={chosen.has(table.id)}
            onChange={(event) => toggle(table.id, event.currentTarget.checked)}
          />
        ))}
      </SimpleGrid>
      <Button
        variant="light"
        size="sm"
        disabled={disabled}
        onClick={() =>
          onSeat(
            picked.map((table) => table.id),
            picked.map((table) => table.number),
          )
        }
      >
        {t('largeParty.convert')}
      </Button>
    </fieldset>
  );
}
