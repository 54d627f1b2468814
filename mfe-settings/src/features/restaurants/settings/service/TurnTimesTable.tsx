import { Button, Group, Stack, Text } from '@mantine/core';
import type { TTurnTime } from '@stol/contracts';
import { NumberField, type TNumberFieldValue } from '@stol/ui/number-field';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../../i18n/translations';
import { nextTurnTime } from './turn-times';

type TRow = { id: number; maxGuests: TNumberFieldValue; minutes: TNumberFieldValue };
const asNumber = (value: TNumberFieldValue) => (typeof value === 'number' ? value : NaN);

/**
 * The turn-time table (issue 24 §1): how long a party of up to N guests stays, by increasing N; larger parties
 * stay the default duration. The rows keep their typed text (an emptied field stays empty; the draft gets NaN,
 * which the schema refuses, so Save waits) and a stable key, so removing a row never moves another's text.
 */
export function TurnTimesTable({
  steps,
  defaultDurationMin,
  error,
  onChange,
}: {
  steps: readonly TTurnTime[] | null | undefined;
  defaultDurationMin: number;
  error: (path: string) => string | undefined;
  onChange: (steps: TTurnTime[] | null) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const k = (key: string) => `restaurants.settings.service.${key}`;
  const [rows, setRows] = useState<TRow[]>(() => (steps ?? []).map((step, id) => ({ id, ...step })));
  const freshId = () => Math.max(-1, ...rows.map((row) => row.id)) + 1;
  const write = (next: TRow[]) => {
    setRows(next);
    onChange(
      next.length === 0
        ? null
        : next.map((row) => ({ maxGuests: asNumber(row.maxGuests), minutes: asNumber(row.minutes) })),
    );
  };
  const valid = rows.map((row) => ({ maxGuests: asNumber(row.maxGuests), minutes: asNumber(row.minutes) }));
  // A next step only after rows that are numbers (it continues from the last), and while one fits (up to 20).
  const added = valid.every((s) => Number.isFinite(s.maxGuests) && Number.isFinite(s.minutes))
    ? nextTurnTime(valid, defaultDurationMin)
    : null;
  const listError = error('turnTimes');
  return (
    <Stack gap={6}>
      <Text size="sm" c="dimmed">
        {t(k('turnTimesHint'), { minutes: defaultDurationMin })}
      </Text>
      {rows.map((row, index) => {
        const n = index + 1;
        const edit = (patch: Partial<TRow>) =>
          write(rows.map((r) => (r.id === row.id ? { ...r, ...patch } : r)));
        return (
          <Group key={row.id} gap="sm" wrap="wrap" align="flex-end">
            <NumberField
              label={t(k('stepGuests'), { n })}
              value={row.maxGuests}
              min={1}
              max={20}
              allowDecimal={false}
              w={200}
              error={error(`turnTimes.${index}.maxGuests`)}
              onChange={(value) => edit({ maxGuests: value })}
            />
            <NumberField
              label={t(k('stepMinutes'), { n })}
              value={row.minutes}
              min={15}
              max={360}
              step={15}
              allowDecimal={false}
              w={200}
              error={error(`turnTimes.${index}.minutes`)}
              onChange={(value) => edit({ minutes: value })}
            />
            <Button
              size="compact-sm"
              variant="subtle"
              color="red"
              mb={6}
              aria-label={t(k('removeStep'), { n })}
              onClick={() => write(rows.filter((r) => r.id !== row.id))}
            >
              {t(k('remove'))}
            </Button>
          </Group>
        );
      })}
      {listError && (
        <Text c="red.8" size="sm" role="alert">
          {listError}
        </Text>
      )}
      {added && (
        <Group>
          <Button
            size="compact-sm"
            variant="light"
            onClick={() => write([...rows, { id: freshId(), ...added }])}
          >
            {t(k('addStep'))}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
