import { Button, Group, Table } from '@mantine/core';
import type { TWaitlistEntry } from '@stol/contracts';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n/translations';
import { useControlSize } from '../control-size';
import { minutesWaiting } from './entry-text';
import { EntryStatus } from './EntryStatus';
import type { TWaitlistActions } from './use-waitlist-actions';

interface WaitlistTableProps {
  entries: readonly TWaitlistEntry[];
  now: number;
  labelledBy: string;
  actions: TWaitlistActions;
  onSeat: (entry: TWaitlistEntry) => void;
}

/** The parties in line, oldest first: who, how many, phone, waiting since, the server's quote, status, actions. */
export function WaitlistTable({ entries, now, labelledBy, actions, onSeat }: WaitlistTableProps) {
  const { t } = useTranslation(NAMESPACE);
  const size = useControlSize();
  const buttonSize = size === 'lg' ? 'md' : 'compact-sm';
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
          <Table.Th scope="col">{t('host.waitlist.columns.actions')}</Table.Th>
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
            <Table.Td>
              {entry.quotedWaitMin === null
                ? t('host.waitlist.quotedNone')
                : entry.quotedWaitMin === 0
                  ? t('host.waitlist.quotedNow')
                  : t('host.waitlist.quoted', { minutes: entry.quotedWaitMin })}
            </Table.Td>
            <Table.Td>
              <EntryStatus entry={entry} />
            </Table.Td>
            <Table.Td>
              <Group
                gap={6}
                wrap="nowrap"
                role="group"
                aria-label={t('host.waitlist.actions.group', { name: entry.name })}
              >
                {entry.status === 'waiting' && (
                  <Button size={buttonSize} variant="light" onClick={() => void actions.notify(entry)}>
                    {t('host.waitlist.actions.notify')}
                  </Button>
                )}
                <Button size={buttonSize} onClick={() => onSeat(entry)}>
                  {t('host.waitlist.actions.seat')}
                </Button>
                <Button
                  size={buttonSize}
                  color="red.9"
                  variant="outline"
                  onClick={() => void actions.cancel(entry)}
                >
                  {t('host.waitlist.actions.cancel')}
                </Button>
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
