import { Box, Group, Stack, Text } from '@mantine/core';
import {
  lateReservation,
  minutesLate,
  tableState,
  type TFloorplan,
  type TReservationListItem,
  type TTable,
} from '@stol/contracts';
import { FloorPlan } from '@stol/ui/floorplan';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../../i18n/translations';
import { useGuestName } from '../list/use-guest-name';
import { OCCUPANCY_COLOURS, OCCUPANCY_ORDER } from './occupancy-colours';

export interface DayMapProps {
  restaurantName: string;
  tables: readonly TTable[];
  floorplan: TFloorplan | undefined;
  reservations: readonly TReservationListItem[];
  now: number;
  selectedId: number | null;
  onSelect: (table: TTable) => void;
}

/**
 * The floor plan coloured by occupancy at `now` (staff spec §2), drawn by the shared renderer. Each table is a
 * button named with its number, seats and state in words, so the colour is never the only carrier. Memoised: its
 * section hands it deferred inputs, so a render of the day view that changes none of them skips the plan.
 */
export default memo(function DayMap({
  restaurantName,
  tables,
  floorplan,
  reservations,
  now,
  selectedId,
  onSelect,
}: DayMapProps) {
  const { t } = useTranslation(NAMESPACE);
  const byId = new Map(tables.map((table) => [table.id, table]));
  const guestName = useGuestName();
  // Each table's state once per drawing (it reads the whole day): the legend, labels and colours ask it again.
  const states = new Map(tables.map((table) => [table.id, tableState(table, reservations, now)]));
  const stateOf = (id: number) => states.get(id)!;
  // Issue 22 §3: a table waiting for a late party says so in words, not only in violet.
  const late = [...tables]
    .sort((a, b) => a.number - b.number)
    .flatMap((table) => {
      const r = table.status === 'maintenance' ? null : lateReservation(table, reservations, now);
      return r && stateOf(table.id) === 'late' ? [{ table, r }] : [];
    });
  return (
    <Stack gap="xs">
      {late.length > 0 && (
        <Box data-testid="late-tables">
          <Text size="sm" fw={700}>
            {t('dayView.lateTables')}
          </Text>
          <Stack component="ul" gap={2} style={{ margin: 0, paddingLeft: '1.2em' }}>
            {late.map(({ table, r }) => (
              <Text component="li" size="sm" key={table.id}>
                {t('dayView.lateTable', {
                  number: table.number,
                  name: guestName(r),
                  minutes: minutesLate(r.date, now),
                })}
              </Text>
            ))}
          </Stack>
        </Box>
      )}
      <Group
        gap="md"
        component="ul"
        aria-label={t('map.legend')}
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {OCCUPANCY_ORDER.map((state) => (
          <Group key={state} component="li" gap={6}>
            <Box
              aria-hidden="true"
              w={14}
              h={14}
              style={{
                background: OCCUPANCY_COLOURS[state].fill,
                border: `2px solid ${OCCUPANCY_COLOURS[state].stroke}`,
                borderRadius: 3,
              }}
            />
            <Text size="sm">{t(`map.state.${state}`)}</Text>
          </Group>
        ))}
      </Group>
      <Box w="100%" maw={920} data-testid="day-map">
        <FloorPlan
          tables={tables}
          label={t('map.label', { name: restaurantName })}
          labelOf={(table) =>
            t('map.table', {
              number: table.number,
              seats: table.seats,
              state: t(`map.state.${stateOf(table.id)}`),
            })
          }
          coloursOf={(table) => OCCUPANCY_COLOURS[stateOf(table.id)]}
          tableStyles={floorplan?.tableStyles}
          chairOverrides={floorplan?.chairOverrides}
          backgroundUrl={floorplan?.svgUrl ?? null}
          showGrid={floorplan?.showGrid ?? false}
          selectedId={selectedId}
          onSelect={(table) => {
            const picked = byId.get(table.id);
            if (picked) onSelect(picked);
          }}
        />
      </Box>
    </Stack>
  );
});
