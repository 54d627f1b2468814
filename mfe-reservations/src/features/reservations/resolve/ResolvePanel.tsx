import { Badge, Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import type { TReservationListItem } from '@stol/contracts';
import { errorMessage } from '@stol/platform';
import { notifyError, notifySuccess } from '@stol/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveReservationEditMutation } from '../../../api/reservations-api';
import { useListTablesForReassignQuery } from '../../../api/tables-api';
import { NAMESPACE } from '../../../i18n/translations';
import { DeleteReservationDialog } from './DeleteReservationDialog';
import { notifyWarning } from './notify-warning';
import { hasPendingChange, toEditPatch, type TPendingEdit } from './pending-edit';
import { toZagrebWallTime } from './wall-time';

interface ResolvePanelProps {
  id: string;
  reservation: TReservationListItem;
  canEdit: boolean;
  pending: TPendingEdit;
  onPendingChange: (edit: TPendingEdit) => void;
}

/** Reassign to a table, reschedule (Europe/Zagreb), Save and Delete (both hidden for staff). */
export function ResolvePanel({ id, reservation, canEdit, pending, onPendingChange }: ResolvePanelProps) {
  const { t } = useTranslation(NAMESPACE);
  const tables = useListTablesForReassignQuery(reservation.restaurantId);
  const [save, { isLoading: saving }] = useSaveReservationEditMutation();
  const [deleteOpen, setDeleteOpen] = useState(false);
  const changed = hasPendingChange(pending, reservation);

  const tableOptions = (tables.data ?? []).map((table) => ({
    value: String(table.id),
    label: t(table.status === 'maintenance' ? 'resolve.heldOption' : 'resolve.tableOption', {
      number: table.number,
      seats: table.seats,
    }),
  }));

  const submit = async () => {
    try {
      const outcome = await save({ id: reservation.id, edit: toEditPatch(pending, reservation) }).unwrap();
      if (outcome.kind === 'needsApproval') {
        // Not applied: the pending edit stays in the row; the reloaded row says a manager has to decide.
        notifyWarning(t('resolve.needsApproval'));
      } else {
        onPendingChange({});
        notifySuccess(t('resolve.saved'));
      }
    } catch (error) {
      notifyError(errorMessage(error, t('resolve.saveFailed')));
    }
  };

  return (
    <Stack id={id} role="region" aria-label={t('resolve.region', { id: reservation.id })} gap="sm" py="xs">
      <Group align="flex-end" gap="sm">
        <NativeSelect
          label={t('resolve.table')}
          value={String(pending.tableId ?? reservation.tableId)}
          disabled={!tables.data}
          onChange={(event) => onPendingChange({ ...pending, tableId: Number(event.currentTarget.value) })}
          data={
            tables.data
              ? tableOptions
              : [
                  {
                    value: String(reservation.tableId),
                    label: t('tableNumber', { number: reservation.table.number }),
                  },
                ]
          }
        />
        <DateTimePicker
          label={t('resolve.reschedule')}
          valueFormat="DD.MM.YYYY HH:mm"
          value={pending.date ?? toZagrebWallTime(reservation.date)}
          onChange={(value) => onPendingChange({ ...pending, date: value ?? undefined })}
          timePickerProps={{ hoursInputLabel: t('resolve.hours'), minutesInputLabel: t('resolve.minutes') }}
          submitButtonProps={{ 'aria-label': t('resolve.confirmDate') }}
          miw={200}
        />
        {canEdit ? (
          <>
            <Button disabled={!changed} loading={saving} onClick={() => void submit()}>
              {t('resolve.save')}
            </Button>
            <Button color="red" variant="light" onClick={() => setDeleteOpen(true)}>
              {t('resolve.delete')}
            </Button>
          </>
        ) : null}
        {reservation.pendingApproval ? <Badge color="yellow">{t('resolve.awaitingApproval')}</Badge> : null}
      </Group>
      {tables.isError ? (
        <Text size="sm" c="red" role="alert">
          {errorMessage(tables.error, t('errors.loadTables'))}
        </Text>
      ) : null}
      {canEdit ? (
        <DeleteReservationDialog
          reservationId={reservation.id}
          opened={deleteOpen}
          onClose={() => setDeleteOpen(false)}
        />
      ) : null}
    </Stack>
  );
}
