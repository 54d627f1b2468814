import { Modal, Table, Text } from '@mantine/core';
import type { TReturningGuest } from '@stol/contracts';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n/translations';

/** Guest spec §2.15 "linked identities": every name/email pair used with one phone, latest first. */
export function IdentitiesDialog({ guest, onClose }: { guest: TReturningGuest | null; onClose: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Modal
      opened={guest !== null}
      onClose={onClose}
      title={guest ? t('analytics.returning.identitiesTitle', { phone: guest.phone }) : ''}
      closeButtonProps={{ 'aria-label': t('analytics.close') }}
    >
      {guest && (
        <>
          <Text size="sm" c="dimmed" mb="xs">
            {t('analytics.returning.identitiesHint')}
          </Text>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('analytics.returning.name')}</Table.Th>
                <Table.Th>{t('analytics.returning.email')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {guest.identities.map((identity) => (
                <Table.Tr key={`${identity.name}\u0000${identity.email ?? ''}`}>
                  <Table.Td>{identity.name}</Table.Td>
                  <Table.Td>{identity.email ?? t('analytics.returning.noEmail')}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </>
      )}
    </Modal>
  );
}
