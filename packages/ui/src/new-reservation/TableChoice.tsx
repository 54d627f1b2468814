import { Button, Group, Stack, Text } from '@mantine/core';
import type { TFloorplan, TTable } from '@stol/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FloorPlan, type TTableColours } from '../floorplan';
import { canTake, type TPlanState } from './booking-choice';
import { NEW_RESERVATION_NAMESPACE } from './button-texts';

/** Free, taken, held and too small told apart by outline and fill, and by words in each table's name. */
const LOOKS: Record<TPlanState | 'chosen', TTableColours> = {
  free: { fill: '#d3f9d8', stroke: '#2b8a3e', text: '#0b3d16' },
  tooSmall: { fill: '#fff3bf', stroke: '#8a5a1c', text: '#3d2a05', dash: '6 4' },
  taken: { fill: '#dee2e6', stroke: '#495057', text: '#212529', pattern: 'url(#stol-nr-taken)' },
  held: { fill: '#dee2e6', stroke: '#868e96', text: '#212529', dash: '2 3', pattern: 'url(#stol-nr-taken)' },
  chosen: { fill: '#1864ab', stroke: '#0b3a66', text: '#ffffff' },
};

const TAKEN_PATTERN = (
  <pattern
    id="stol-nr-taken"
    width="12"
    height="12"
    patternUnits="userSpaceOnUse"
    patternTransform="rotate(45)"
  >
    <line x1="0" y1="0" x2="0" y2="12" stroke="#868e96" strokeWidth="3" />
  </pattern>
);

interface TProps {
  tables: readonly TTable[];
  floorplan: TFloorplan | undefined;
  /** The chosen time, or null before one is chosen. */
  time: string | null;
  guests: number;
  tableId: number | null;
  /** Whether tableId is the time's best table (not one the host picked). */
  best: boolean;
  overCapacity: boolean;
  stateOf: (table: TTable) => TPlanState;
  onPick: (table: TTable) => void;
}

/**
 * The table a booking gets: the best-fitting free one, named, with the plan one button away (its tables are
 * Tab stops, so a host typing a booking is not made to walk through them). Free and taken are shown at the
 * chosen time; a too-small table is taken only with 'Book anyway (over capacity)'.
 */
export function TableChoice({
  tables,
  floorplan,
  time,
  guests,
  tableId,
  best,
  overCapacity,
  stateOf,
  onPick,
}: TProps) {
  const { t } = useTranslation(NEW_RESERVATION_NAMESPACE);
  const [planShown, setPlanShown] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const planId = useId();
  const table = tableId === null ? undefined : tables.find((tb) => tb.id === tableId);

  const summary = !time
    ? t('tableFirst')
    : !table
      ? t('noTable')
      : table.seats < guests
        ? t('tableOver', { number: table.number, seats: table.seats, guests })
        : t(best ? 'tableBest' : 'tablePicked', { number: table.number, seats: table.seats });

  const stateWords = (tb: TTable) => (tb.id === tableId ? t('state.chosen') : t(`state.${stateOf(tb)}`));

  return (
    <Stack gap={6}>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text size="sm" fw={500} role="status" data-testid="new-reservation-table">
          <span className="stol-nr-label">{t('table')}: </span>
          {summary}
        </Text>
        {time && (
          <Button
            variant="subtle"
            size="compact-sm"
            aria-expanded={planShown}
            aria-controls={planId}
            onClick={() => setPlanShown((shown) => !shown)}
          >
            {planShown ? t('hidePlan') : t('pickOnPlan')}
          </Button>
        )}
      </Group>
      {time && planShown && (
        <div id={planId}>
          <FloorPlan
            tables={tables}
            label={t('planLabel', { time })}
            labelOf={(tb) => t('planTable', { number: tb.number, seats: tb.seats, state: stateWords(tb) })}
            coloursOf={(tb) => (tb.id === tableId ? LOOKS.chosen : LOOKS[stateOf(tb)])}
            stateOf={(tb) => (tb.id === tableId ? 'chosen' : stateOf(tb))}
            defs={TAKEN_PATTERN}
            tableStyles={floorplan?.tableStyles}
            chairOverrides={floorplan?.chairOverrides}
            backgroundUrl={floorplan?.svgUrl ?? null}
            selectedId={tableId}
            isDisabled={(tb) => !canTake(stateOf(tb), overCapacity)}
            onSelect={(tb) => {
              setRefusal(null);
              onPick(tb);
            }}
            onRefused={(tb) =>
              setRefusal(
                stateOf(tb) === 'tooSmall'
                  ? t('refusedTooSmall', { number: tb.number, seats: tb.seats, guests })
                  : t('refusedTaken', { number: tb.number, time }),
              )
            }
          />
          <Text size="sm" c="orange.9" role="status" mih="1.4em">
            {refusal}
          </Text>
        </div>
      )}
    </Stack>
  );
}
