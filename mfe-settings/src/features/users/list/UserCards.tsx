import { Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { TAdminUser } from '@stol/contracts';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n/translations';
import { UserActions } from './UserActions';
import { UserBadges } from './UserBadges';
import type { TUserRowActions } from './user-row-props';

/** On a phone each user is a card with the table's fields as labelled lines: nothing scrolls sideways. */
export function UserCards({ users, actions }: { users: TAdminUser[]; actions: TUserRowActions }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Stack
      gap="sm"
      component="ul"
      aria-label={t('users.table.label')}
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {users.map((user) => (
        <Paper key={user.id} component="li" withBorder radius="md" p="sm">
          <Group gap={6} wrap="wrap" mb={4}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {user.email}
            </Text>
            <UserBadges user={user} currentUserId={actions.currentUserId} />
          </Group>
          <SimpleGrid cols={2} spacing={4} verticalSpacing={2} component="dl" m={0} mb="xs">
            <Field label={t('users.table.id')} value={String(user.id)} />
            <Field label={t('users.table.role')} value={t(`users.roles.${user.role}`)} />
            <Field label={t('users.table.plan')} value={t(`users.plans.${user.plan}`)} />
            <Field label={t('users.table.language')} value={t(`users.languages.${user.language}`)} />
            <Field label={t('users.table.restaurants')} value={actions.restaurantsOf(user)} />
          </SimpleGrid>
          <UserActions user={user} actions={actions} />
        </Paper>
      ))}
    </Stack>
  );
}

function Field({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed">
        {label}
      </Text>
      <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </div>
  );
}
