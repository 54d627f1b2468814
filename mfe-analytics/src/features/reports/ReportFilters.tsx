import { Button, Checkbox, Group, NativeSelect, Paper, TextInput } from '@mantine/core';
import type { TRestaurantOption } from '@stol/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n/translations';
import type { TReportChoice } from './report-search';

interface ReportFiltersProps {
  /** What the form starts with: the report shown, else today and the only restaurant when there is one. */
  initial:
    TReportChoice | { date: string; restaurantId: number | null; noShowsOnly: false; largeParties: false };
  /** The caller's restaurants (the select offers only these). */
  restaurants: TRestaurantOption[];
  onLoad: (choice: TReportChoice) => void;
}

/**
 * Date, restaurant, 'No-shows only', 'Large parties' and Load (guest spec §2.14). Nothing applies until Load.
 * The date is the browser's own date field: a calendar on every phone, typed on desktop, no picker to download.
 */
export function ReportFilters({ initial, restaurants, onLoad }: ReportFiltersProps) {
  const { t } = useTranslation(NAMESPACE);
  const [date, setDate] = useState(initial.date);
  const [restaurantId, setRestaurantId] = useState(initial.restaurantId ? String(initial.restaurantId) : '');
  const [noShowsOnly, setNoShowsOnly] = useState(initial.noShowsOnly);
  const [largeParties, setLargeParties] = useState(initial.largeParties);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onLoad({ date, restaurantId: Number(restaurantId), noShowsOnly, largeParties });
  };
  // One restaurant: it is the choice, no placeholder to pick past.
  const options = [
    ...(restaurants.length === 1
      ? []
      : [{ value: '', label: t('reports.filters.chooseRestaurant'), disabled: true }]),
    ...restaurants.map((r) => ({ value: String(r.id), label: r.name })),
  ];
  return (
    <Paper withBorder p="md" radius="md">
      <form onSubmit={submit} aria-label={t('reports.filters.title')} noValidate>
        <Group align="flex-end" gap="sm">
          <TextInput
            type="date"
            label={t('reports.filters.date')}
            value={date}
            onChange={(event) => setDate(event.currentTarget.value)}
            required
          />
          <NativeSelect
            label={t('reports.filters.restaurant')}
            value={restaurantId}
            onChange={(event) => setRestaurantId(event.currentTarget.value)}
            data={options}
            required
            miw={200}
          />
          <Group gap="md" mih={36} align="center">
            <Checkbox
              label={t('reports.filters.noShowsOnly')}
              checked={noShowsOnly}
              onChange={(event) => setNoShowsOnly(event.currentTarget.checked)}
            />
            <Checkbox
              label={t('reports.filters.largeParties')}
              checked={largeParties}
              onChange={(event) => setLargeParties(event.currentTarget.checked)}
            />
          </Group>
          <Button type="submit" disabled={!date || !restaurantId}>
            {t('reports.filters.load')}
          </Button>
        </Group>
      </form>
    </Paper>
  );
}
