import { Anchor, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  reservationForTable,
  reservationPhase,
  tableState,
  type TReservationListItem,
  type TTable,
} from '@stol/contracts';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n/translations';
import { PHONE_QUERY } from '../../../layout/media-queries';
import { tablesText } from '../../dashboard/restaurant/list/row-text';
import type { TDayActions } from '../../dashboard/restaurant/list/use-day-actions';
import { useGuestLine } from '../../dashboard/restaurant/list/guest-line';
import { useGuestName } from '../../dashboard/restaurant/list/use-guest-name';
import { KioskActions } from './KioskActions';
import { useTimeNote } from './time-note';

interface TablePanelProps {
  /** The tapped table; null when the panel is closed. */
  table: TTable | null;
  reservations: readonly TReservationListItem[];
  now: number;
  actions: TDayActions;
  onClose: () => void;
}

/**
 * A tapped table (issue 22 §5): its seated party, else its late one, else its next booking today: who (name,
 * guests, the guest line with the whole notes, the phone to call a late party), where the party stands against
 * the clock, and what the host can do now. Follows the reloads: a check-in elsewhere changes it at once.
 */
export function TablePanel({ table, reservations, now, actions, onClose }: TablePanelProps) {
  const { t } = useTranslation(NAMESPACE);
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false }) ?? false;
  const guestName = useGuestName();
  const guestLine = useGuestLine();
  const timeNote = useTimeNote();
  const r = table ? reservationForTable(table, reservations, now) : null;
  const state = table ? tableState(table, reservations, now) : 'free';
  const phase = r ? reservationPhase(r, now) : null;
  // The day view's guest line, with the notes whole: the panel has the room, and an allergy must not be cut.
  const line = r ? [guestLine({ ...r, notes: null }), r.notes?.trim()].filter(Boolean).join(' · ') : '';
  return (
    <Modal
      opened={table !== null}
      onClose={onClose}
      fullScreen={phone}
      size="lg"
      title={
        table
          ? t('host.kiosk.panel.title', { number: table.number, state: t(`host.kiosk.state.${state}`) })
          : ''
      }
      closeButtonProps={{ 'aria-label': t('host.kiosk.panel.close'), size: 'xl' }}
      styles={{ title: { fontSize: 'var(--mantine-font-size-xl)', fontWeight: 700 } }}
    >
      {table && !r && <Text fz="lg">{t('info.none')}</Text>}
      {r && phase && (
        <Stack gap="sm" data-reservation-id={r.id}>
          <Text fz="sm" fw={700} tt="uppercase" c="dimmed">
            {t(`host.kiosk.panel.${phase === 'seated' ? 'seated' : phase === 'late' ? 'late' : 'next'}`)}
          </Text>
          <Text fz={26} fw={700} lh={1.2}>
            {guestName(r)}
          </Text>
          <Text fz="lg">{t('host.kiosk.party', { count: r.partySize, tables: tablesText(r) })}</Text>
          <Text fz="lg" fw={600}>
            {timeNote(r, now)}
          </Text>
          {line && (
            <Text fz="lg" data-testid="guest-line">
              {line}
            </Text>
          )}
          {r.phone && (
            <Text fz="lg">
              {t('info.phone')}:{' '}
              <Anchor href={`tel:${r.phone}`} fz="lg">
                {r.phone}
              </Anchor>
            </Text>
          )}
          <KioskActions reservation={r} now={now} actions={actions} onEnded={onClose} />
        </Stack>
      )}
    </Modal>
  );
}
