import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { TReservationApproval } from '@stol/contracts';
import { errorMessage, formatZagreb } from '@stol/platform';
import { EmptyState, ErrorState, LoadingState, notifyError, notifySuccess } from '@stol/ui';
import { useTranslation } from 'react-i18next';
import {
  useDecideReservationApprovalMutation,
  useListReservationApprovalsQuery,
} from '../../api/approvals-api';
import { NAMESPACE } from '../../i18n/translations';

const DATE_TIME = 'dd.MM.yyyy HH:mm';

function ApprovalItem({ approval }: { approval: TReservationApproval }) {
  const { t } = useTranslation(NAMESPACE);
  const [decide, { isLoading }] = useDecideReservationApprovalMutation();
  const { reservation } = approval;
  const change = [
    approval.requestedTableNumber !== null
      ? t('approvals.requestedTable', { number: approval.requestedTableNumber })
      : null,
    approval.requestedDate
      ? t('approvals.requestedDate', { date: formatZagreb(approval.requestedDate, DATE_TIME) })
      : null,
  ]
    .filter(Boolean)
    .join(', ');

  const run = async (decision: 'approve' | 'reject') => {
    try {
      await decide({ id: approval.id, decision }).unwrap();
      notifySuccess(t(decision === 'approve' ? 'approvals.approved' : 'approvals.rejected'));
    } catch (error) {
      notifyError(
        errorMessage(error, t(decision === 'approve' ? 'approvals.approveFailed' : 'approvals.rejectFailed')),
      );
    }
  };

  return (
    <Paper
      withBorder
      p="sm"
      radius="sm"
      component="li"
      aria-label={t('approvals.reservation', { id: reservation.id, name: reservation.name })}
    >
      <Group justify="space-between" wrap="wrap">
        <Stack gap={2}>
          <Text fw={600}>{t('approvals.reservation', { id: reservation.id, name: reservation.name })}</Text>
          <Text size="sm" c="dimmed">
            {reservation.restaurant.name} ·{' '}
            {t('approvals.current', {
              table: reservation.table.number,
              date: formatZagreb(reservation.date, DATE_TIME),
            })}
          </Text>
          <Text size="sm">
            {t('approvals.requested', { change })}
            {approval.requestedBy
              ? ` (${t('approvals.requestedBy', { email: approval.requestedBy.email })})`
              : null}
          </Text>
        </Stack>
        <Group gap="xs">
          <Button
            size="xs"
            color="teal"
            loading={isLoading}
            aria-label={t('approvals.approveLabel', { id: reservation.id })}
            onClick={() => void run('approve')}
          >
            {t('approvals.approve')}
          </Button>
          <Button
            size="xs"
            color="red"
            variant="light"
            disabled={isLoading}
            aria-label={t('approvals.rejectLabel', { id: reservation.id })}
            onClick={() => void run('reject')}
          >
            {t('approvals.reject')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}

/** Pending conflicting edits for a restaurant manager or superadmin to approve or reject (DESIGN §7). */
export function ApprovalsPanel() {
  const { t } = useTranslation(NAMESPACE);
  const { data, isLoading, isError, error, refetch } = useListReservationApprovalsQuery();

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="approvals-title">
      <Title order={2} size="h4" id="approvals-title" mb="sm">
        {t('approvals.title')}
      </Title>
      {isLoading ? <LoadingState label={t('approvals.loading')} /> : null}
      {isError ? (
        <ErrorState
          message={errorMessage(error, t('errors.loadApprovals'))}
          onRetry={() => void refetch()}
          retryLabel={t('retry')}
        />
      ) : null}
      {data && data.approvals.length === 0 ? <EmptyState message={t('approvals.empty')} /> : null}
      {data && data.approvals.length > 0 ? (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
          {data.approvals.map((approval) => (
            <ApprovalItem key={approval.id} approval={approval} />
          ))}
        </Stack>
      ) : null}
    </Paper>
  );
}
