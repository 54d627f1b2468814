import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../../i18n/translations';
import { DraftNumberInput } from '../fields/DraftNumberInput';
import { useDraftErrors } from '../fields/use-draft-errors';
import { fieldValue } from '../draft';
import { SectionRegion } from '../SectionRegion';
import type { SettingsSectionProps } from '../section-props';
import { TurnTimesTable } from './TurnTimesTable';
import { WeekGrid } from './WeekGrid';

/**
 * The service rules (issue 24 §1, §2): the week of services, turn times by party size, pacing and the guests'
 * booking window. Each rule is sent whole; an emptied rule is null, and the restaurant behaves as before it.
 */
export function ServiceSection({ restaurant, draft, onDraftChange }: SettingsSectionProps) {
  const { t } = useTranslation(NAMESPACE);
  const k = (key: string) => `restaurants.settings.service.${key}`;
  const errorOf = useDraftErrors(restaurant, draft);
  const regular = {
    openHour: fieldValue(restaurant, draft, 'openHour') ?? restaurant.openHour,
    closeHour: fieldValue(restaurant, draft, 'closeHour') ?? restaurant.closeHour,
  };
  const defaultDurationMin =
    fieldValue(restaurant, draft, 'defaultDurationMin') ?? restaurant.defaultDurationMin;
  const pacing = fieldValue(restaurant, draft, 'pacing');
  const window = fieldValue(restaurant, draft, 'bookingWindow');
  const setWindow = (patch: { minNoticeMinutes?: number; maxDaysAhead?: number }) => {
    const next = { ...window, ...patch };
    const set = Object.fromEntries(Object.entries(next).filter(([, value]) => value !== undefined));
    onDraftChange({ bookingWindow: Object.keys(set).length === 0 ? null : set });
  };
  return (
    <SectionRegion title={t(k('title'))}>
      <Stack gap="md">
        <Stack gap={6}>
          <Title order={4} size="h5">
            {t(k('week'))}
          </Title>
          <Text size="sm" c="dimmed">
            {t(k('weekHint'))}
          </Text>
          <WeekGrid
            week={fieldValue(restaurant, draft, 'weeklyHours')}
            regular={regular}
            error={(day) => errorOf(`weeklyHours.${day}`)}
            onChange={(weeklyHours) => onDraftChange({ weeklyHours })}
          />
        </Stack>
        <Title order={4} size="h5" mb={-8}>
          {t(k('turnTimes'))}
        </Title>
        <TurnTimesTable
          steps={fieldValue(restaurant, draft, 'turnTimes')}
          defaultDurationMin={defaultDurationMin}
          error={errorOf}
          onChange={(turnTimes) => onDraftChange({ turnTimes })}
        />
        <Title order={4} size="h5" mb={-8}>
          {t(k('bookingRules'))}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" verticalSpacing="xs">
          <DraftNumberInput
            optional
            label={t(k('maxCoversPerSlot'))}
            value={pacing?.maxCoversPerSlot}
            min={1}
            max={500}
            error={errorOf('pacing.maxCoversPerSlot')}
            onValue={(value) =>
              onDraftChange({ pacing: value === undefined ? null : { maxCoversPerSlot: value } })
            }
          />
          <DraftNumberInput
            optional
            label={t(k('minNoticeMinutes'))}
            value={window?.minNoticeMinutes}
            min={0}
            max={10_080}
            error={errorOf('bookingWindow.minNoticeMinutes') ?? errorOf('bookingWindow')}
            onValue={(minNoticeMinutes) => setWindow({ minNoticeMinutes })}
          />
          <DraftNumberInput
            optional
            label={t(k('maxDaysAhead'))}
            value={window?.maxDaysAhead}
            min={1}
            max={365}
            error={errorOf('bookingWindow.maxDaysAhead')}
            onValue={(maxDaysAhead) => setWindow({ maxDaysAhead })}
          />
        </SimpleGrid>
        <Text size="sm" c="dimmed">
          {t(k('windowHint'))}
        </Text>
      </Stack>
    </SectionRegion>
  );
}
