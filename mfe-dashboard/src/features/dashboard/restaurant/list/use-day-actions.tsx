import type { TReservationListItem } from '@stol/contracts';
import { actionErrorMessage, useAppDispatch } from '@stol/platform';
import { showToast } from '@stol/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  dayViewApi,
  useDayCheckInMutation,
  useDayClearTableMutation,
  useDayExtendMutation,
  useDayNoShowMutation,
  useDayUndoCheckInMutation,
} from '../../../../api/day-view-api';
import { NAMESPACE } from '../../../../i18n/translations';
import { awayFromTheRow, toastError as notifyError, toastSuccess as notifySuccess } from './toast-away';
import { UndoClearToast } from './UndoClearToast';
import { useGuestName } from './use-guest-name';

/** Staff spec §9: the undo-clear prompt stays 10 seconds. */
export const UNDO_CLEAR_MS = 10_000;

const isNotFound = (error: unknown) =>
  !!error && typeof error === 'object' && 'status' in error && error.status === 404;

/** The answer of POST /tables/{id}/clear and /reservations/{id}/no-show: `{ reservation, table }`. */
const clearedReservationId = (answer: unknown): number | null => {
  const reservation = (answer as { reservation?: { id?: unknown } } | null)?.reservation;
  return typeof reservation?.id === 'number' ? reservation.id : null;
};

/**
 * The row and info actions of the day view with the spec's toasts: the server's error text when it sent one,
 * else the fallback of staff spec §8. A clear offers Undo for 10 seconds.
 */
export function useDayActions() {
  const { t } = useTranslation(NAMESPACE);
  const guestName = useGuestName();
  const dispatch = useAppDispatch();
  const [checkIn] = useDayCheckInMutation();
  const [undoCheckIn] = useDayUndoCheckInMutation();
  const [extend] = useDayExtendMutation();
  const [clearTable] = useDayClearTableMutation();
  const [noShow] = useDayNoShowMutation();

  // One object for the day view's life (a new one each render redrew every memoised row): what it uses is stable.
  return useMemo(() => {
    const undoClear = async (
      tableId: number,
      reservationId: number,
      name: string,
      number: number,
      wasNoShow = false,
    ) => {
      try {
        await dispatch(dayViewApi.endpoints.dayUndoClear.initiate({ tableId, reservationId })).unwrap();
        notifySuccess(t(wasNoShow ? 'toasts.noShowUndone' : 'toasts.undone', { number, name }));
        return true;
      } catch (error) {
        notifyError(
          actionErrorMessage(error, t(isNotFound(error) ? 'errors.undoNotFound' : 'errors.undoClear')),
        );
        return false;
      }
    };

    return {
      async checkIn(reservation: TReservationListItem) {
        try {
          await checkIn(reservation.id).unwrap();
          notifySuccess(t('toasts.checkedIn', { name: guestName(reservation) }));
        } catch (error) {
          notifyError(actionErrorMessage(error, t('errors.checkIn')));
        }
      },
      async undoCheckIn(reservation: TReservationListItem) {
        try {
          await undoCheckIn(reservation.id).unwrap();
          notifySuccess(t('toasts.checkInUndone', { name: guestName(reservation) }));
        } catch (error) {
          notifyError(actionErrorMessage(error, t('errors.undoCheckIn')));
        }
      },
      async extend(reservation: TReservationListItem, minutes: number) {
        try {
          await extend({ id: reservation.id, additionalMinutes: minutes }).unwrap();
          notifySuccess(t('toasts.extended', { name: guestName(reservation), minutes }));
        } catch (error) {
          notifyError(actionErrorMessage(error, t('errors.extend')));
        }
      },
      /**
       * Clear (checked in) or No-show (not checked in, DESIGN §7: recorded as no_show, not cleared) on the
       * reservation's main table; the toast offers Undo for 10 seconds, the same undo for both.
       */
      async clear(reservation: TReservationListItem) {
        const tableId = reservation.tableId;
        const number = reservation.table.number;
        const name = guestName(reservation);
        const isNoShow = reservation.checkedInAt === null;
        try {
          const answer = isNoShow
            ? await noShow(reservation.id).unwrap()
            : await clearTable(tableId).unwrap();
          const reservationId = clearedReservationId(answer) ?? reservation.id;
          showToast({
            color: 'teal',
            position: awayFromTheRow(),
            autoClose: UNDO_CLEAR_MS,
            message: (
              <UndoClearToast
                text={isNoShow ? t('toasts.noShow', { number, name }) : t('toasts.cleared', { number })}
                undoLabel={t('toasts.undo')}
                onUndo={() => undoClear(tableId, reservationId, name, number, isNoShow)}
              />
            ),
          });
        } catch (error) {
          notifyError(actionErrorMessage(error, t(isNoShow ? 'errors.noShow' : 'errors.clearTable')));
        }
      },
    };
  }, [t, guestName, dispatch, checkIn, undoCheckIn, extend, clearTable, noShow]);
}

export type TDayActions = ReturnType<typeof useDayActions>;
