import { Button, Group, NativeSelect, Paper, Stack, TextInput, Title } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import {
  RESERVATION_PAGE_SIZES,
  RESERVATION_STATUS_FILTERS,
  RESERVATION_TIME_SLOTS,
  type TReservationPageSize,
  type TRestaurantOption,
} from '@stol/contracts';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n/translations';
import { dateForShortcut, type TDateShortcut } from './date-shortcuts';
import type { TFilterValues } from './filter-values';

interface ReservationFiltersProps {
  values: TFilterValues;
  onChange: (values: TFilterValues) => void;
  onApply: () => void;
  onExport: () => void;
  exporting: boolean;
  /** Restaurants to filter by; null hides the filter (staff spec §2: superadmin and manager only). */
  restaurants: TRestaurantOption[] | null;
}

const SHORTCUTS: TDateShortcut[] = ['today', 'tomorrow', 'weekend'];

/** Date, time slot, restaurant, status, search and page size; Filter applies them, Export CSV downloads them. */
export function ReservationFilters({
  values,
  onChange,
  onApply,
  onExport,
  exporting,
  restaurants,
}: ReservationFiltersProps) {
  const { t } = useTranslation(NAMESPACE);
  const set = (patch: Partial<TFilterValues>) => onChange({ ...values, ...patch });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply();
  };

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="reservation-filters-title">
      <form onSubmit={submit}>
        <Stack gap="sm">
          <Title order={2} size="h4" id="reservation-filters-title">
            {t('filters.title')}
          </Title>
          <Group align="flex-end" gap="sm">
            <DatePickerInput
              label={t('filters.date')}
              placeholder={t('filters.datePlaceholder')}
              valueFormat="DD.MM.YYYY"
              value={values.date}
              onChange={(date) => set({ date })}
              miw={160}
            />
            <Group gap="xs" role="group" aria-label={t('filters.shortcuts')}>
              {SHORTCUTS.map((shortcut) => (
                <Button
                  key={shortcut}
                  variant="default"
                  onClick={() => set({ date: dateForShortcut(shortcut, new Date()) })}
                >
                  {t(`filters.${shortcut}`)}
                </Button>
              ))}
              <Button variant="subtle" onClick={() => set({ date: null })}>
                {t('filters.clear')}
              </Button>
            </Group>
          </Group>
          <Group align="flex-end" gap="sm">
            <NativeSelect
              label={t('filters.time')}
              value={values.time}
              onChange={(event) => set({ time: event.currentTarget.value })}
              data={[
                { value: '', label: t('filters.anyTime') },
                ...RESERVATION_TIME_SLOTS.map((slot) => ({ value: slot, label: slot })),
              ]}
            />
            {restaurants ? (
              <NativeSelect
                label={t('filters.restaurant')}
                value={values.restaurantId}
                onChange={(event) => set({ restaurantId: event.currentTarget.value })}
                data={[
                  { value: '', label: t('filters.allRestaurants') },
                  ...restaurants.map((r) => ({ value: String(r.id), label: `${r.name} (${r.id})` })),
                ]}
              />
            ) : null}
            <NativeSelect
              label={t('filters.status')}
              value={values.status}
              onChange={(event) => set({ status: event.currentTarget.value })}
              data={[
                { value: '', label: t('status.default') },
                ...RESERVATION_STATUS_FILTERS.map((status) => ({
                  value: status,
                  label: t(`status.${status}`),
                })),
              ]}
            />
            <TextInput
              label={t('filters.search')}
              placeholder={t('filters.searchPlaceholder')}
              type="search"
              value={values.q}
              onChange={(event) => set({ q: event.currentTarget.value })}
            />
            <NativeSelect
              label={t('filters.pageSize')}
              value={String(values.pageSize)}
              onChange={(event) =>
                set({ pageSize: Number(event.currentTarget.value) as TReservationPageSize })
              }
              data={RESERVATION_PAGE_SIZES.map((size) => String(size))}
            />
            <Button type="submit">{t('filters.apply')}</Button>
            <Button variant="light" onClick={onExport} loading={exporting}>
              {t('filters.export')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
