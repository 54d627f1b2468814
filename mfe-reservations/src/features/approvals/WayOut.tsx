import { Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n/translations';
import type { BookingInTheWay } from './way-out';

/** 'Ana (4 guests) to table 7' for a booking with a free table to go to. */
export function useMoveText() {
  const { t } = useTranslation(NAMESPACE);
  return (booking: BookingInTheWay) =>
    booking.guests === undefined
      ? t('approvals.moveItemNoCount', { name: booking.name, table: booking.suggestedMove?.tableNumber })
      : t('approvals.moveItem', {
          name: booking.name,
          count: booking.guests,
          table: booking.suggestedMove?.tableNumber,
        });
}

/** 'Ana and Marko' in the reader's language. */
function useJoin() {
  const { i18n } = useTranslation(NAMESPACE);
  const format = new Intl.ListFormat(i18n.language === 'hr' ? 'hr' : 'en', { type: 'conjunction' });
  return (items: string[]) => format.format(items);
}

/**
 * The way forward under a request's conflicts (issue 22 §6): one button that moves every booking in the way to
 * its free table and then applies the request, all or nothing, or a line per booking that has nowhere to go.
 */
export function WayOut({
  bookings,
  label,
  canMove,
  loading,
  onMove,
}: {
  bookings: readonly BookingInTheWay[];
  /** The request's reservation as people name it, for the button's accessible name. */
  label: string;
  /** Whether every booking in the way has a table to go to. */
  canMove: boolean;
  loading: boolean;
  onMove: () => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const moveText = useMoveText();
  const join = useJoin();
  const stuck = bookings.filter((b) => b.suggestedMove === null);
  if (!canMove && stuck.length === 0) return null;
  const moves = join(bookings.map(moveText));
  return (
    <Stack gap={4} align="flex-start">
      {stuck.map((b) => (
        <Text size="sm" key={b.reservationId} data-testid="approval-no-way-out">
          {b.guests === undefined
            ? t('approvals.noFreeTableNoCount', { name: b.name })
            : t('approvals.noFreeTable', { name: b.name, count: b.guests })}
        </Text>
      ))}
      {canMove ? (
        <Button
          size="xs"
          color="teal.9"
          loading={loading}
          aria-label={t('approvals.moveThenApproveLabel', { moves, label })}
          // A long name wraps on a phone instead of pushing the page sideways.
          styles={{
            root: { height: 'auto', minHeight: 30 },
            label: { whiteSpace: 'normal', textAlign: 'left' },
          }}
          py={4}
          onClick={onMove}
        >
          {t('approvals.moveThenApprove', { moves })}
        </Button>
      ) : null}
    </Stack>
  );
}
