import { Box, Stack, Table, Text, Title } from '@mantine/core';
import type { TReservationListItem } from '@stol/contracts';
import { errorMessage, useCurrentUser } from '@stol/platform';
import { EmptyState, ErrorState, LoadingState } from '@stol/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../../i18n/translations';
import { canExtend } from '../day/permissions';
import { RowActions } from './RowActions';
import { stayText, statusKey, tablesText } from './row-text';
import type { TDayActions } from './use-day-actions';

interface TodayListProps {
  query: {
    data?: TReservationListItem[];
    isError: boolean;
    isFetching: boolean;
    error?: unknown;
    refetch: () => unknown;
  };
  now: number;
  actions: TDayActions;
  onInfo: (reservation: TReservationListItem) => void;
}

/** Today's reservations (staff spec §2) in start order; cancelled bookings are not listed. */
export function TodayList({ query, now, actions, onInfo }: TodayListProps) {
  const { t } = useTranslation(NAMESPACE);
  const user = useCurrentUser();
  const headingId = useId();
  const reasonId = useId();
  const staff = user ? !canExtend(user.role) : true;

  const error = query.isError ? (
    <ErrorState
      message={errorMessage(query.error, t('errors.loadReservations'))}
      onRetry={() => void query.refetch()}
      retryLabel={t('retry')}
    />
  ) : null;

  const rows = query.data?.filter((r) => r.status !== 'cancelled') ?? [];
  let body;
  if (query.data === undefined)
    body = error && !query.isFetching ? error : <LoadingState label={t('day.loading')} />;
  else if (rows.length === 0)
    body = (
      <>
        {error}
        <EmptyState message={t('day.empty')} />
      </>
    );
  else
    body = (
      <>
        {error}
        {staff && (
          <Text id={reasonId} size="sm" c="dimmed">
            {t('day.actions.staffCannotExtend')}
          </Text>
        )}
        <Box style={{ overflowX: 'auto' }}>
          <Table striped highlightOnHover aria-labelledby={headingId}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('day.columns.time')}</Table.Th>
                <Table.Th scope="col">{t('day.columns.name')}</Table.Th>
                <Table.Th scope="col">{t('day.columns.party')}</Table.Th>
                <Table.Th scope="col">{t('day.columns.tables')}</Table.Th>
                <Table.Th scope="col">{t('day.columns.status')}</Table.Th>
                <Table.Th scope="col">{t('day.columns.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((r) => (
                <Table.Tr key={r.id} data-reservation-id={r.id}>
                  <Table.Td>{stayText(r)}</Table.Td>
                  <Table.Th scope="row" fw={500}>
                    {r.name}
                  </Table.Th>
                  <Table.Td>{r.partySize}</Table.Td>
                  <Table.Td>{tablesText(r)}</Table.Td>
                  <Table.Td>{t(`day.status.${statusKey(r)}`)}</Table.Td>
                  <Table.Td>
                    <RowActions
                      reservation={r}
                      now={now}
                      actions={actions}
                      onInfo={onInfo}
                      extendDisabledReasonId={staff ? reasonId : null}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Box>
      </>
    );

  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId}>
        {t('day.title')}
      </Title>
      {body}
    </Stack>
  );
}
