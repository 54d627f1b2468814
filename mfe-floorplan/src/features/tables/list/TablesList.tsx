import { Table, Text, UnstyledButton } from '@mantine/core';
import type { TTable } from '@stol/contracts';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n/translations';
import { StatusChip } from './StatusChip';

/**
 * Every table of the restaurant with its status; a row's number is a button that selects the table (the same
 * selection the canvas shows), so the list is the keyboard- and screen-reader-friendly way into the plan.
 */
export function TablesList({
  tables,
  selectedId,
  onSelect,
}: {
  tables: readonly TTable[];
  selectedId: number | null;
  onSelect: (tableId: number) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  if (tables.length === 0) return <Text c="dimmed">{t('list.empty')}</Text>;
  const sorted = [...tables].sort((a, b) => a.number - b.number);
  return (
    <Table.ScrollContainer minWidth={260} mah={420}>
      <Table highlightOnHover stickyHeader>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('list.number')}</Table.Th>
            <Table.Th>{t('list.seats')}</Table.Th>
            <Table.Th>{t('list.status')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sorted.map((table) => {
            const selected = table.id === selectedId;
            return (
              <Table.Tr key={table.id} bg={selected ? 'var(--mantine-primary-color-light)' : undefined}>
                <Table.Td>
                  <UnstyledButton
                    onClick={() => onSelect(table.id)}
                    aria-pressed={selected}
                    aria-label={t('list.select', { number: table.number })}
                    fw={selected ? 700 : 500}
                    td="underline"
                  >
                    {table.number}
                  </UnstyledButton>
                </Table.Td>
                <Table.Td>{table.seats}</Table.Td>
                <Table.Td>
                  <StatusChip status={table.status} />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
