import {
  DEFAULT_RESERVATION_PAGE_SIZE,
  RESERVATION_PAGE_SIZES,
  ZDayKey,
  ZReservationStatusFilter,
  type TReservationExportQuery,
  type TReservationListQuery,
  type TReservationPageSize,
} from '@stol/contracts';

/** The filters as applied: they live in the URL, so a change shows at once and a link or reload keeps them. */
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

/** `date=all` in the URL means "all dates" (no parameter means today, the screen's default). */
const ALL_DATES = 'all';

/** Reads filters and page from the URL's query; anything malformed falls back to the default. */
export function readFilters(
  params: URLSearchParams,
  today: string,
): { filters: TFilterValues; page: number } {
  const rawDate = params.get('date');
  const date = rawDate === ALL_DATES ? null : ZDayKey.safeParse(rawDate).success ? rawDate : today;
  const pageSize = Number(params.get('pageSize'));
  const page = Number(params.get('page'));
  const restaurantId = params.get('restaurantId') ?? '';
  const status = params.get('status') ?? '';
  return {
    filters: {
      date,
      time: /^\d\d:\d\d$/.test(params.get('time') ?? '') ? params.get('time')! : '',
      restaurantId: /^[1-9]\d{0,9}$/.test(restaurantId) ? restaurantId : '',
      status: ZReservationStatusFilter.safeParse(status).success ? status : '',
      q: params.get('q') ?? '',
      pageSize: (RESERVATION_PAGE_SIZES as readonly number[]).includes(pageSize)
        ? (pageSize as TReservationPageSize)
        : DEFAULT_RESERVATION_PAGE_SIZE,
    },
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The URL query of filters and page; defaults are left out so the plain /reservations is today's list. */
export function writeFilters(filters: TFilterValues, page: number, today: string): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.date === null) params.set('date', ALL_DATES);
  else if (filters.date !== today) params.set('date', filters.date);
  if (filters.time) params.set('time', filters.time);
  if (filters.restaurantId) params.set('restaurantId', filters.restaurantId);
  if (filters.status) params.set('status', filters.status);
  if (filters.q.trim()) params.set('q', filters.q);
  if (filters.pageSize !== DEFAULT_RESERVATION_PAGE_SIZE) params.set('pageSize', String(filters.pageSize));
  if (page > 1) params.set('page', String(page));
  return params;
}

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
