import { Button, Group, Paper, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { TReservationApproval } from '@stol/contracts';
import { errorMessage } from '@stol/platform';
import { formatZagreb } from '@stol/platform/time';
import { ErrorState, notifyError, notifySuccess } from '@stol/ui';
import { ConfirmDialog } from '@stol/ui/confirm';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useDecideReservationApprovalMutation,
  useListReservationApprovalsQuery,
} from '../../api/approvals-api';
import { NAMESPACE } from '../../i18n/translations';
import { reservationLabel, tableNumbers, timeRange } from '../reservations/list/row-text';
import { useConflictText } from '../reservations/resolve/conflict-text';
import { useGuestName } from '../reservations/list/use-guest-name';

const DATE_TIME = 'dd.MM.yyyy HH:mm';

function ApprovalItem({ approval }: { approval: TReservationApproval }) {
  const { t } = useTranslation(NAMESPACE);
  const conflictText = useConflictText();
  const guestName = useGuestName();
  const [decide, { isLoading }] = useDecideReservationApprovalMutation();
  const [confirmingReject, setConfirmingReject] = useState(false);
  const { reservation } = approval;
  const label = reservationLabel(reservation, guestName(reservation));
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
  const conflicts = approval.conflictsWith ?? [];
  const requester = approval.requestedBy;

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
    <Paper withBorder p="xs" radius="sm" component="li" aria-label={label}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={600}>{label}</Text>
          <Text size="sm">
            {reservation.restaurant.name} ·{' '}
            {t('approvals.current', {
              table: tableNumbers(reservation),
              time: timeRange(reservation),
              count: reservation.guests,
            })}
          </Text>
          <Text size="sm">
            {t('approvals.requested', { change })}
            {requester
              ? ` (${t('approvals.requestedBy', {
                  email: requester.email,
                  role: requester.role ? t(`roles.${requester.role}`) : '',
                })})`
              : null}
          </Text>
          <Text size="sm" fw={600} c="red.9" data-testid="approval-conflict">
            {conflicts.length > 0
              ? t('approvals.conflictsWith', { conflicts: conflictText(conflicts) })
              : t('approvals.noConflict')}
          </Text>
        </Stack>
        <Group gap="xs">
          <Button
            size="xs"
            // teal.9: white text at 5:1 (on the default teal.6 it was 2.55:1).
            color="teal.9"
            loading={isLoading}
            aria-label={t('approvals.approveLabel', { label })}
            onClick={() => void run('approve')}
          >
            {t('approvals.approve')}
          </Button>
          <Button
            size="xs"
            color="red"
            variant="light"
            disabled={isLoading}
            aria-label={t('approvals.rejectLabel', { label })}
            // Issue 19 §4: the list reorders live; the name says whose change, and the dialog asks once more.
            onClick={() => setConfirmingReject(true)}
          >
            {t('approvals.reject')}
          </Button>
        </Group>
      </Group>
      <ConfirmDialog
        opened={confirmingReject}
        onClose={() => setConfirmingReject(false)}
        onConfirm={() => void run('reject').then(() => setConfirmingReject(false))}
        loading={isLoading}
        labels={{
          title: t('approvals.confirmReject.title', { label }),
          message: t('approvals.confirmReject.message', { label, change }),
          confirm: t('approvals.confirmReject.confirm', { label }),
          cancel: t('approvals.confirmReject.keep'),
          close: t('approvals.confirmReject.close'),
        }}
      />
    </Paper>
  );
}

/** Pending conflicting edits for a restaurant manager or superadmin to approve or reject (DESIGN §7). */
export function ApprovalsPanel() {
  const { t } = useTranslation(NAMESPACE);
  const { data, isLoading, isError, error, refetch } = useListReservationApprovalsQuery();

  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-labelledby="approvals-title">
      <Title order={2} size="h5" id="approvals-title" mb="xs">
        {t('approvals.title')}
      </Title>
      {isLoading ? (
        <Stack gap={6} role="status" aria-busy="true" aria-live="polite">
          <VisuallyHidden>{t('approvals.loading')}</VisuallyHidden>
          <Skeleton height={14} width="60%" />
          <Skeleton height={14} width="40%" />
        </Stack>
      ) : null}
      {isError ? (
        <ErrorState
          message={errorMessage(error, t('errors.loadApprovals'))}
          onRetry={() => void refetch()}
          retryLabel={t('retry')}
        />
      ) : null}
      {data && data.approvals.length === 0 ? (
        // One quiet line: most of the time nothing waits, and the list below is what a host came for.
        <Text size="sm" role="status">
          {t('approvals.empty')}
        </Text>
      ) : null}
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
