import { Group, Table, Text } from '@mantine/core';
import type { TAdminUser } from '@stol/contracts';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n/translations';
import { UserActions } from './UserActions';
import { UserBadges } from './UserBadges';
import type { TUserRowActions } from './user-row-props';

/**
 * Guest spec §2.11's table: ID, email, role, plan, restaurant, language, actions. It scrolls inside its own
 * container if a window between the phone cards and a wide desktop is too narrow for it.
 */
export function UsersTable({ users, actions }: { users: TAdminUser[]; actions: TUserRowActions }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table striped highlightOnHover verticalSpacing="xs" aria-label={t('users.table.label')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('users.table.id')}</Table.Th>
            <Table.Th scope="col">{t('users.table.email')}</Table.Th>
            <Table.Th scope="col">{t('users.table.role')}</Table.Th>
            <Table.Th scope="col">{t('users.table.plan')}</Table.Th>
            <Table.Th scope="col">{t('users.table.restaurants')}</Table.Th>
            <Table.Th scope="col">{t('users.table.language')}</Table.Th>
            <Table.Th scope="col">{t('users.table.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((user) => (
            <Table.Tr key={user.id}>
              <Table.Td>{user.id}</Table.Td>
              <Table.Td>
                <Group gap={6} wrap="wrap">
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {user.email}
                  </Text>
                  <UserBadges user={user} currentUserId={actions.currentUserId} />
                </Group>
              </Table.Td>
              <Table.Td>{t(`users.roles.${user.role}`)}</Table.Td>
              <Table.Td>{t(`users.plans.${user.plan}`)}</Table.Td>
              <Table.Td>{actions.restaurantsOf(user)}</Table.Td>
              <Table.Td>{t(`users.languages.${user.language}`)}</Table.Td>
              <Table.Td>
                <UserActions user={user} actions={actions} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
