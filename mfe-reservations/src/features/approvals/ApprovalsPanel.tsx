import { Group, Paper, Skeleton, Stack, Text, Title, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { errorMessage } from '@stol/platform';
import { ErrorState } from '@stol/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useListReservationApprovalsQuery } from '../../api/approvals-api';
import { NAMESPACE } from '../../i18n/translations';
import { ApprovalItem } from './ApprovalItem';

/**
 * Pending conflicting edits for a restaurant manager or superadmin to approve or reject (DESIGN §7). Folded
 * behind their count ('3 changes wait for approval', issue 22 §6) so the reservations below stay in view; one
 * click or key opens them.
 */
export function ApprovalsPanel() {
  const { t } = useTranslation(NAMESPACE);
  const { data, isLoading, isError, error, refetch } = useListReservationApprovalsQuery();
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const count = data?.approvals.length ?? 0;

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
      {data && count === 0 ? (
        // One quiet line: most of the time nothing waits, and the list below is what a host came for.
        <Text size="sm" role="status">
          {t('approvals.empty')}
        </Text>
      ) : null}
      {data && count > 0 ? (
        <>
          <UnstyledButton
            onClick={() => setExpanded((open) => !open)}
            aria-expanded={expanded}
            // Only while the list is there to point at.
            aria-controls={expanded ? listId : undefined}
            data-testid="approvals-toggle"
            style={{ borderRadius: 4, minHeight: 32 }}
          >
            <Group gap={6} wrap="nowrap">
              <Text span aria-hidden fw={700} style={{ width: '1ch' }}>
                {expanded ? '▾' : '▸'}
              </Text>
              <Text span fw={600} c="orange.9">
                {t('approvals.summary', { count })}
              </Text>
            </Group>
          </UnstyledButton>
          {expanded ? (
            <Stack id={listId} component="ul" gap="xs" p={0} m={0} mt="xs" style={{ listStyle: 'none' }}>
              {data.approvals.map((approval) => (
                <ApprovalItem key={approval.id} approval={approval} />
              ))}
            </Stack>
          ) : null}
        </>
      ) : null}
    </Paper>
  );
}
