import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n/translations';
import { useControlSize } from '../control-size';
import { minutesWaiting, quoteText } from './entry-text';
import { EntryActions } from './EntryActions';
import { EntryStatus } from './EntryStatus';
import type { TWaitlistListProps } from './waitlist-list-props';

/** The parties in line, oldest first: who, how many, phone, waiting since, the server's quote, status, actions. */
export function WaitlistTable({ entries, now, labelledBy, actions, onSeat }: TWaitlistListProps) {
  const { t } = useTranslation(NAMESPACE);
  const size = useControlSize();
  return (
    <Table
      striped
      aria-labelledby={labelledBy}
      fz={size === 'lg' ? 'md' : 'sm'}
      verticalSpacing={size === 'lg' ? 'sm' : 'xs'}
    >
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('host.waitlist.columns.name')}</Table.Th>
          <Table.Th scope="col">{t('host.waitlist.columns.party')}</Table.Th>
          <Table.Th scope="col">{t('host.waitlist.columns.phone')}</Table.Th>
          <Table.Th scope="col">{t('host.waitlist.columns.waiting')}</Table.Th>
          <Table.Th scope="col">{t('host.waitlist.columns.quoted')}</Table.Th>
          <Table.Th scope="col">{t('host.waitlist.columns.status')}</Table.Th>
          {actions && <Table.Th scope="col">{t('host.waitlist.columns.actions')}</Table.Th>}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {entries.map((entry) => (
          <Table.Tr key={entry.id} data-waitlist-id={entry.id}>
            <Table.Th scope="row" fw={500}>
              {entry.name}
            </Table.Th>
            <Table.Td>{entry.partySize}</Table.Td>
            <Table.Td>{entry.phone}</Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>
              {t('host.waitlist.waitingFor', { minutes: minutesWaiting(entry, now) })}
            </Table.Td>
            <Table.Td>{t(...quoteText(entry))}</Table.Td>
            <Table.Td>
              <EntryStatus entry={entry} />
            </Table.Td>
            {actions && (
              <Table.Td>
                <EntryActions entry={entry} actions={actions} onSeat={onSeat} />
              </Table.Td>
            )}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
