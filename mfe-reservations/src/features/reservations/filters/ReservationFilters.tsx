import { Button, Collapse, Group, NativeSelect, Paper, Stack, TextInput, Title } from '@mantine/core';
import {
  RESERVATION_PAGE_SIZES,
  RESERVATION_STATUS_FILTERS,
  type TReservationPageSize,
  type TRestaurantOption,
} from '@stol/contracts';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n/translations';
import { DateFilter } from './DateFilter';
import { dateForShortcut, type TDateShortcut } from './date-shortcuts';
import type { TFilterValues } from './filter-values';

/** How long typing may pause before the search applies (each other filter applies at once). */
export const SEARCH_DEBOUNCE_MS = 350;

interface ReservationFiltersProps {
  /** The applied filters (what the list shows). */
  values: TFilterValues;
  /**
   * Applies a change at once. A patch, not whole values: the page merges it into the latest applied filters, so
   * a debounced search and a click right before it cannot undo each other.
   */
  onChange: (patch: Partial<TFilterValues>) => void;
  /** Exports the list as shown; a search still being typed is applied first. */
  onExport: (patch: Partial<TFilterValues>) => void;
  exporting: boolean;
  /** How many reservations the export will hold (the list's total), when known. */
  total: number | null;
  /** Restaurants to filter by; null hides the filter (staff spec §2: superadmin and manager only). */
  restaurants: TRestaurantOption[] | null;
  /** The time filter's slots (the opening hours of the restaurants in view). */
  timeSlots: string[];
  /** Phone layout: the filters beyond the date fold away behind a toggle. */
  compact?: boolean;
}

const SHORTCUTS: TDateShortcut[] = ['today', 'tomorrow', 'weekend'];

/** Date, time slot, restaurant, status, search and page size, each applied as it changes; Export CSV. */
export function ReservationFilters({
  values,
  onChange,
  onExport,
  exporting,
  total,
  restaurants,
  timeSlots,
  compact = false,
}: ReservationFiltersProps) {
  const [moreOpen, setMoreOpen] = useState(false);
  const activeMore = [values.time, values.restaurantId, values.status, values.q].filter(Boolean).length;
  const { t } = useTranslation(NAMESPACE);
  const set = (patch: Partial<TFilterValues>) => onChange(patch);
  const [search, setSearch] = useState(values.q);
  // The searches this box has applied and the URL does not show yet, oldest first. When the URL catches up with one
  // of them, what the user typed since stays in the box (it was once overwritten by the older search, found by the
  // e2e suite); any other change of the URL's search (back button, a link) replaces the box's text.
  const [inFlight, setInFlight] = useState<readonly string[]>([]);
  const [appliedQ, setAppliedQ] = useState(values.q);
  if (appliedQ !== values.q) {
    setAppliedQ(values.q);
    const ours = inFlight.indexOf(values.q);
    setInFlight(ours === -1 ? [] : inFlight.slice(ours + 1));
    if (ours === -1) setSearch(values.q);
  }
  const latest = useRef({ q: values.q, onChange });
  useEffect(() => {
    latest.current = { q: values.q, onChange };
  });
  /** The patch that applies the box's text, remembered until the URL shows it; none when it already does. */
  const searchPatch = (q: string): Partial<TFilterValues> => {
    if (q === latest.current.q) return {};
    setInFlight((queued) => [...queued, q]);
    return { q };
  };
  useEffect(() => {
    if (search === values.q) return undefined;
    const timer = setTimeout(() => latest.current.onChange(searchPatch(search)), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // The URL's search is a dependency so that text typed while an older search was being applied is applied in turn.
  }, [search, values.q]);

  const exportButton = (
    <Button variant="default" onClick={() => onExport(searchPatch(search))} loading={exporting}>
      {total === null ? t('filters.export') : t('filters.exportCount', { count: total })}
    </Button>
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (search !== values.q) set(searchPatch(search));
  };

  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-labelledby="reservation-filters-title">
      <form onSubmit={submit} role="search" aria-labelledby="reservation-filters-title">
        <Stack gap="xs">
          <Title order={2} size="h5" id="reservation-filters-title">
            {t('filters.title')}
          </Title>
          <Group align="flex-end" gap="xs">
            <DateFilter
              label={t('filters.date')}
              placeholder={t('filters.datePlaceholder')}
              value={values.date}
              onChange={(date) => set({ date })}
              miw={140}
            />
            <Group gap={6} role="group" aria-label={t('filters.shortcuts')} wrap="wrap">
              {SHORTCUTS.map((shortcut) => {
                const day = dateForShortcut(shortcut, new Date());
                return (
                  <Button
                    key={shortcut}
                    size={compact ? 'compact-md' : 'sm'}
                    variant={values.date === day ? 'filled' : 'default'}
                    color={values.date === day ? 'stol.9' : undefined}
                    aria-pressed={values.date === day}
                    onClick={() => set({ date: day })}
                  >
                    {t(`filters.${shortcut}`)}
                  </Button>
                );
              })}
              <Button
                size={compact ? 'compact-md' : 'sm'}
                variant={values.date === null ? 'filled' : 'default'}
                color={values.date === null ? 'stol.9' : undefined}
                aria-pressed={values.date === null}
                onClick={() => set({ date: null })}
              >
                {t('filters.clear')}
              </Button>
            </Group>
          </Group>
          {compact ? (
            <Group justify="space-between" gap="xs">
              <Button
                variant="default"
                aria-expanded={moreOpen}
                aria-controls="reservation-more-filters"
                onClick={() => setMoreOpen((open) => !open)}
              >
                {activeMore > 0 ? t('filters.moreActive', { count: activeMore }) : t('filters.more')}
              </Button>
              {exportButton}
            </Group>
          ) : null}
          <Collapse expanded={!compact || moreOpen} id="reservation-more-filters">
            <Group align="flex-end" gap="xs">
              <NativeSelect
                label={t('filters.time')}
                value={values.time}
                onChange={(event) => set({ time: event.currentTarget.value })}
                data={[
                  { value: '', label: t('filters.anyTime') },
                  ...timeSlots.map((slot) => ({ value: slot, label: slot })),
                ]}
              />
              {restaurants ? (
                <NativeSelect
                  label={t('filters.restaurant')}
                  value={values.restaurantId}
                  onChange={(event) => set({ restaurantId: event.currentTarget.value })}
                  data={[
                    { value: '', label: t('filters.allRestaurants') },
                    ...restaurants.map((r) => ({ value: String(r.id), label: r.name })),
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
                value={search}
                onChange={(event) => setSearch(event.currentTarget.value)}
              />
              <NativeSelect
                label={t('filters.pageSize')}
                value={String(values.pageSize)}
                onChange={(event) =>
                  set({ pageSize: Number(event.currentTarget.value) as TReservationPageSize })
                }
                data={RESERVATION_PAGE_SIZES.map((size) => String(size))}
              />
              {compact ? null : exportButton}
            </Group>
          </Collapse>
        </Stack>
      </form>
    </Paper>
  );
}
