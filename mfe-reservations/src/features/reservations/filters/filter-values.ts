import {
  DEFAULT_RESERVATION_PAGE_SIZE,
  ZReservationStatusFilter,
  type TReservationExportQuery,
  type TReservationListQuery,
  type TReservationPageSize,
} from '@stol/contracts';

/** The filter form as the user edits it; applied with the Filter button. Empty strings mean "any". */
export interface TFilterValues {
  /** A Europe/Zagreb day 'YYYY-MM-DD', or null for all dates. */
  date: string | null;
  time: string;
  restaurantId: string;
  status: string;
  q: string;
  pageSize: TReservationPageSize;
}

export const initialFilterValues = (today: string): TFilterValues => ({
  date: today,
  time: '',
  restaurantId: '',
  status: '',
  q: '',
  pageSize: DEFAULT_RESERVATION_PAGE_SIZE,
});

/** The CSV export uses the same filters as the list, without paging. */
export function toExportQuery(values: TFilterValues): TReservationExportQuery {
  const status = ZReservationStatusFilter.safeParse(values.status);
  const q = values.q.trim();
  return {
    date: values.date ?? undefined,
    time: values.time || undefined,
    restaurantId: values.restaurantId ? Number(values.restaurantId) : undefined,
    status: status.success ? status.data : undefined,
    q: q || undefined,
  };
}

export function toListQuery(values: TFilterValues, page: number): TReservationListQuery {
  return { ...toExportQuery(values), page, pageSize: values.pageSize };
}
