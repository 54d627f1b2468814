import { Alert, Badge, Button, Group, Modal, NativeSelect, Stack, Text } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import type { TReservationListItem } from '@stol/contracts';
import { errorMessage } from '@stol/platform';
import { zagrebDayKey } from '@stol/platform/time';
import { notifyError, notifySuccess } from '@stol/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useReservationTableOptionsQuery,
  useSaveReservationEditMutation,
} from '../../../api/reservations-api';
import { NAMESPACE } from '../../../i18n/translations';
import { useDatePickerA11yProps } from '../date-picker-a11y';
import { ReservationDates } from '../dates/ReservationDates';
import { reservationLabel } from '../list/row-text';
import { useGuestName } from '../list/use-guest-name';
import { useConflictText } from './conflict-text';
import { DeleteReservationDialog } from './DeleteReservationDialog';
import { notifyWarning } from './notify-warning';
import { hasPendingChange, toEditPatch, type TPendingEdit } from './pending-edit';
import { fromZagrebWallTime, toZagrebWallTime } from './wall-time';

interface ResolvePanelProps {
  id: string;
  reservation: TReservationListItem;
  canEdit: boolean;
  pending: TPendingEdit;
  onPendingChange: (edit: TPendingEdit) => void;
}

/**
 * Reassign to a table (which tables are free at the reservation's time, or at the new time being picked, and
 * their seats), reschedule (Europe/Zagreb, no past days), Save and Delete (both hidden for staff). A table
 * with fewer seats than the party is warned about and needs a confirmation before it is saved.
 */
export function ResolvePanel({ id, reservation, canEdit, pending, onPendingChange }: ResolvePanelProps) {
  const { t } = useTranslation(NAMESPACE);
  const guestName = useGuestName();
  const datePickerA11y = useDatePickerA11yProps();
  const conflictText = useConflictText();
  const pickedDate =
    pending.date && pending.date !== toZagrebWallTime(reservation.date)
      ? fromZagrebWallTime(pending.date)
      : undefined;
  const options = useReservationTableOptionsQuery({ id: reservation.id, date: pickedDate });
  const [save, { isLoading: saving }] = useSaveReservationEditMutation();
  const [deleteOpen, setDeleteOpen] = useState(false);
  const [confirmSeats, setConfirmSeats] = useState(false);
  const changed = hasPendingChange(pending, reservation);
  const label = reservationLabel(reservation, guestName(reservation));

  const tables = options.data?.tables ?? [];
  const selectedId = pending.tableId ?? reservation.tableId;
  const selected = tables.find((table) => table.id === selectedId);
  const tooSmall =
    selected !== undefined && selectedId !== reservation.tableId && selected.seats < reservation.guests;
  const freeCount = tables.filter((table) => table.free && !table.current).length;

  const tableOptions = tables.map((table) => ({
    value: String(table.id),
    label: t(
      table.current
        ? 'resolve.currentOption'
        : table.status === 'maintenance'
          ? 'resolve.heldOption'
          : table.free
            ? 'resolve.freeOption'
            : 'resolve.takenOption',
      { number: table.number, count: table.seats },
    ),
  }));

  const submit = async () => {
    setConfirmSeats(false);
    try {
      const outcome = await save({ id: reservation.id, edit: toEditPatch(pending, reservation) }).unwrap();
      if (outcome.kind === 'needsApproval') {
        // Not applied: the pending edit stays in the row; the reloaded row says a manager has to decide.
        const conflicts = conflictText(outcome.conflictsWith);
        notifyWarning(
          conflicts
            ? `${t('resolve.needsApproval')} ${t('resolve.conflictsWith', { conflicts })}`
            : t('resolve.needsApproval'),
        );
      } else {
        onPendingChange({});
        notifySuccess(t('resolve.saved'));
      }
    } catch (error) {
      notifyError(errorMessage(error, t('resolve.saveFailed')));
    }
  };

  return (
    <Stack id={id} role="region" aria-label={t('resolve.region', { label })} gap="xs" py="xs">
      <Group align="flex-end" gap="xs">
        <NativeSelect
          label={t('resolve.table')}
          description={options.data ? t('resolve.freeCount', { count: freeCount }) : undefined}
          descriptionProps={{ c: 'var(--mantine-color-text)' }}
          value={String(selectedId)}
          disabled={!options.data}
          onChange={(event) => onPendingChange({ ...pending, tableId: Number(event.currentTarget.value) })}
          data={
            options.data
              ? tableOptions
              : [
                  {
                    value: String(reservation.tableId),
                    label: t('tableNumber', { number: reservation.table.number }),
                  },
                ]
          }
          style={{ flex: '1 1 220px', maxWidth: 320 }}
        />
        <ReservationDates>
          <DateTimePicker
            label={t('resolve.reschedule')}
            valueFormat="DD.MM.YYYY HH:mm"
            minDate={zagrebDayKey(new Date())}
            value={pending.date ?? toZagrebWallTime(reservation.date)}
            onChange={(value) => onPendingChange({ ...pending, date: value ?? undefined })}
            timePickerProps={{ hoursInputLabel: t('resolve.hours'), minutesInputLabel: t('resolve.minutes') }}
            submitButtonProps={{ 'aria-label': t('resolve.confirmDate') }}
            style={{ flex: '1 1 180px', maxWidth: 260 }}
            {...datePickerA11y}
          />
        </ReservationDates>
        {canEdit ? (
          <>
            <Button
              disabled={!changed}
              loading={saving}
              onClick={() => (tooSmall ? setConfirmSeats(true) : void submit())}
            >
              {t('resolve.save')}
            </Button>
            <Button color="red.9" variant="outline" onClick={() => setDeleteOpen(true)}>
              {t('resolve.delete')}
            </Button>
          </>
        ) : null}
        {reservation.pendingApproval ? <Badge color="yellow">{t('resolve.awaitingApproval')}</Badge> : null}
      </Group>
      {tooSmall && selected ? (
        <Alert color="orange" variant="light" p="xs" role="status">
          {t('resolve.tooFewSeats', {
            number: selected.number,
            seats: selected.seats,
            guests: reservation.guests,
          })}
        </Alert>
      ) : null}
      {options.isError ? (
        <Text size="sm" c="red.9" role="alert">
          {errorMessage(options.error, t('errors.loadTables'))}
        </Text>
      ) : null}
      <Modal
        opened={confirmSeats}
        onClose={() => setConfirmSeats(false)}
        title={t('resolve.seatsConfirmTitle')}
        centered
      >
        <Stack>
          <Text size="sm">
            {selected
              ? t('resolve.tooFewSeats', {
                  number: selected.number,
                  seats: selected.seats,
                  guests: reservation.guests,
                })
              : null}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirmSeats(false)}>
              {t('resolve.seatsConfirmCancel')}
            </Button>
            <Button color="orange" onClick={() => void submit()}>
              {t('resolve.seatsConfirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
      {canEdit ? (
        <DeleteReservationDialog
          reservationId={reservation.id}
          label={label}
          opened={deleteOpen}
          onClose={() => setDeleteOpen(false)}
        />
      ) : null}
    </Stack>
  );
}
