import { Button, Checkbox, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { NumberField } from '@stol/ui/number-field';
import { EmptyState } from '@stol/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n/translations';
import { SectionRegion } from './SectionRegion';
import type { SettingsSectionProps } from './section-props';
import { addSpecialHours, formatDateKey, removeSpecialHours } from './special-hours';

/**
 * specialHours (guest spec §3, §5.2): the dates with their own hours or closed, each removable, and a row to add
 * one. Every change writes the whole map into the draft.
 */
export function SpecialHoursSection({ restaurant, draft, onDraftChange }: SettingsSectionProps) {
  const { t } = useTranslation(NAMESPACE);
  const map = draft.specialHours ?? restaurant.specialHours;
  const dates = Object.keys(map).sort();

  const [date, setDate] = useState('');
  const [closed, setClosed] = useState(false);
  const [openHour, setOpenHour] = useState<number | string>(restaurant.openHour);
  const [closeHour, setCloseHour] = useState<number | string>(restaurant.closeHour);

  const add = () => {
    const next = addSpecialHours(map, { date, closed, openHour, closeHour });
    if (!next) return; // §5.2: an incomplete add is ignored.
    onDraftChange({ specialHours: next });
    setDate('');
  };

  return (
    <SectionRegion title={t('restaurants.sections.specialHours.title')}>
      {dates.length === 0 ? (
        <EmptyState message={t('restaurants.sections.specialHours.empty')} />
      ) : (
        <Stack component="ul" gap={6} p={0} m={0} style={{ listStyle: 'none' }}>
          {dates.map((key) => {
            const entry = map[key]!;
            const shown = formatDateKey(key);
            return (
              <Paper component="li" key={key} withBorder px="sm" py={6}>
                <Group justify="space-between" wrap="nowrap">
                  <Group gap="md" wrap="wrap">
                    <Text fw={600} miw={110}>
                      {shown}
                    </Text>
                    <Text c={entry.closed ? 'red.8' : undefined}>
                      {'openHour' in entry
                        ? t('restaurants.sections.specialHours.hours', {
                            open: String(entry.openHour).padStart(2, '0'),
                            close: String(entry.closeHour).padStart(2, '0'),
                          })
                        : t('restaurants.sections.specialHours.closed')}
                    </Text>
                  </Group>
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    aria-label={t('restaurants.sections.specialHours.removeDate', { date: shown })}
                    onClick={() => onDraftChange({ specialHours: removeSpecialHours(map, key) })}
                  >
                    {t('restaurants.sections.specialHours.remove')}
                  </Button>
                </Group>
              </Paper>
            );
          })}
        </Stack>
      )}

      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          type="date"
          label={t('restaurants.sections.specialHours.date')}
          value={date}
          onChange={(event) => setDate(event.currentTarget.value)}
          w={170}
        />
        <Checkbox
          label={t('restaurants.sections.specialHours.closed')}
          checked={closed}
          onChange={(event) => setClosed(event.currentTarget.checked)}
          mb={8}
        />
        <NumberField
          label={t('restaurants.sections.specialHours.openHour')}
          value={openHour}
          onChange={setOpenHour}
          min={0}
          max={23}
          allowDecimal={false}
          disabled={closed}
          w={130}
        />
        <NumberField
          label={t('restaurants.sections.specialHours.closeHour')}
          value={closeHour}
          onChange={setCloseHour}
          min={0}
          max={23}
          allowDecimal={false}
          disabled={closed}
          w={130}
        />
        <Button variant="light" onClick={add}>
          {t('restaurants.sections.specialHours.add')}
        </Button>
      </Group>
    </SectionRegion>
  );
}
