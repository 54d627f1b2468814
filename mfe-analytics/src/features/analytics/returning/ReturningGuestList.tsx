import { Paper, Stack, Table, Text } from '@mantine/core';
import type { TReturningGuest } from '@stol/contracts';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n/translations';
import { usePhone } from '../../../components/use-phone';
import { GuestActions, type TGuestDialog } from './GuestActions';

interface TProps {
  guests: readonly TReturningGuest[];
  onOpen: (kind: TGuestDialog, guest: TReturningGuest) => void;
}

/** Name, phone, email, visits and the two actions: a table on a desktop, a card per guest on a phone. */
export function ReturningGuestList({ guests, onOpen }: TProps) {
  const { t } = useTranslation(NAMESPACE);
  const phone = usePhone();
  const email = (guest: TReturningGuest) => guest.email ?? t('analytics.returning.noEmail');

  if (phone)
    return (
      <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {guests.map((guest) => (
          <Paper key={guest.phone} component="li" withBorder p="sm" radius="md">
            <Text fw={700}>{guest.name}</Text>
            <Text size="sm">{guest.phone}</Text>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {email(guest)}
            </Text>
            <Text size="sm" mb="xs">
              {t('analytics.returning.visits')}: {guest.visitCount}
            </Text>
            <GuestActions guest={guest} onOpen={onOpen} />
          </Paper>
        ))}
      </Stack>
    );

  return (
    <Table striped>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('analytics.returning.name')}</Table.Th>
          <Table.Th>{t('analytics.returning.phone')}</Table.Th>
          <Table.Th>{t('analytics.returning.email')}</Table.Th>
          <Table.Th>{t('analytics.returning.visits')}</Table.Th>
          <Table.Th>{t('analytics.returning.actions')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {guests.map((guest) => (
          <Table.Tr key={guest.phone}>
            <Table.Td>{guest.name}</Table.Td>
            <Table.Td>{guest.phone}</Table.Td>
            <Table.Td>{email(guest)}</Table.Td>
            <Table.Td>{guest.visitCount}</Table.Td>
            <Table.Td>
              <GuestActions guest={guest} onOpen={onOpen} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
