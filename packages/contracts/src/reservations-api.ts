import * as z from './z';
import { emptyToUndefined, ZDayKey, zDateTime, ZId, zWholeNumber } from './primitives';
import { RESERVATION_STATUSES, ZReservation, ZReservationStatus } from './reservation';
import { ZRole } from './roles';
import { ZSpecialHours } from './restaurant';
import { ZWeeklyHours } from './service-rules-schema';
import { ZTable, ZTableStatus } from './table';

/**
 * Back-office reservations API (staff spec §2 "Reservations", §7; guest spec §5.3, §7.2, §8.2; DESIGN §7):
 * GET /reservations, GET /reservations/export, PATCH /reservations/{id}, DELETE /reservations/{id},
 * GET /reservations/approvals, POST /reservations/approvals/{id}/approve|reject, GET /tables.
 */

/** Page sizes of the reservations list; 20 is the default (both specs §9). */
export const RESERVATION_PAGE_SIZES = [10, 20, 50, 100] as const;
export type TReservationPageSize = (typeof RESERVATION_PAGE_SIZES)[number];
export const DEFAULT_RESERVATION_PAGE_SIZE: TReservationPageSize = 20;
/** Pages past this are refused (no list is that long; an offset must stay a sane number for SQL). */
export const MAX_RESERVATION_PAGE = 1_000_000;

/** The time filter offers every 30-minute slot start of a day: '00:00', '00:30', … '23:30'. */
export const RESERVATION_TIME_SLOTS: readonly string[] = Array.from({ length: 48 }, (_, i) => {
  const hours = String(Math.floor(i / 2)).padStart(2, '0');
  return `${hours}:${i % 2 === 0 ? '00' : '30'}`;
});

/** Status filter: one reservation status, or 'all' (which also includes cleared, no-show and cancelled). */
export const RESERVATION_STATUS_FILTERS = [...RESERVATION_STATUSES, 'all'] as const;
export const ZReservationStatusFilter = z.enum(RESERVATION_STATUS_FILTERS);
export type TReservationStatusFilter = z.infer<typeof ZReservationStatusFilter>;

const ZSlotStart = z.string().regex(/^([01]\d|2[0-3]):(00|30)$/, 'Expected a 30-minute slot start as HH:mm');

/** Filters shared by the list and the CSV export. */
const reservationFilterShape = {
  /** A Europe/Zagreb calendar day: reservations starting in [that day's 00:00, next day's 00:00) Zagreb time. */
  date: z.preprocess(emptyToUndefined, ZDayKey.optional()),
  /** Case-insensitive substring of the guest's name or phone. */
  q: z.preprocess(emptyToUndefined, z.string().trim().max(200).optional()),
  /** Narrows to one restaurant; it must be one the caller may see (else 403). Absent = all the caller's. */
  restaurantId: z.preprocess(emptyToUndefined, ZId.optional()),
  /** Absent = every status except 'cancelled'; 'all' = every status, cancelled included. */
  status: z.preprocess(emptyToUndefined, ZReservationStatusFilter.optional()),
  /**
   * A 30-minute slot start (Zagreb wall clock): reservations starting in [time, time + 30 min) on `date`, or on
   * any day when no date is given.
   */
  time: z.preprocess(emptyToUndefined, ZSlotStart.optional()),
};

/** GET /reservations query. Results are ordered by restaurant id, then start time, then id. */
export const ZReservationListQuery = z.object({
  ...reservationFilterShape,
  page: z.preprocess(emptyToUndefined, zWholeNumber(1, MAX_RESERVATION_PAGE).default(1)),
  pageSize: z.preprocess(
    emptyToUndefined,
    zWholeNumber(1, 100)
      .refine((n) => (RESERVATION_PAGE_SIZES as readonly number[]).includes(n), {
        message: 'Page size must be 10, 20, 50 or 100',
      })
      .default(DEFAULT_RESERVATION_PAGE_SIZE),
  ),
});
/** The parsed query (page and pageSize filled in). */
export type TReservationListQuery = z.infer<typeof ZReservationListQuery>;
/** What a client may send (every field optional). */
export type TReservationListQueryInput = z.input<typeof ZReservationListQuery>;

/** GET /reservations/export query: the list's filters without paging. Answer: text/csv (attachment). */
export const ZReservationExportQuery = z.object(reservationFilterShape);
export type TReservationExportQuery = z.infer<typeof ZReservationExportQuery>;

/**
 * CSV columns of GET /reservations/export, in this order. The header row is in the caller's language (hr/en from
 * Accept-Language), the file starts with a UTF-8 byte-order mark, day and times are Europe/Zagreb wall clock
 * (DD.MM.YYYY and HH:mm), `tables` lists the main table then any attached ones, statuses are translated.
 */
export const RESERVATION_CSV_COLUMNS = [
  'id',
  'restaurant',
  'day',
  'start',
  'end',
  'tables',
  'name',
  'phone',
  'email',
  'guests',
  'status',
] as const;
export type TReservationCsvColumn = (typeof RESERVATION_CSV_COLUMNS)[number];

/**
 * What the restaurant knows of the guest behind a phone, at this restaurant only (tenant-scoped). Counted over
 * the restaurant's other reservations with the same E.164 phone, walk-ins without a phone never match.
 * `visits`: earlier honoured stays (checked in or cleared, started before this reservation); `noShows`,
 * `cancellations`: all of them, earlier or later; `lastVisit`: the start (ISO) of the latest honoured stay before
 * this one, null when none.
 */
export const ZGuestHistoryBrief = z.object({
  visits: z.number().int().min(0),
  noShows: z.number().int().min(0),
  cancellations: z.number().int().min(0),
  lastVisit: z.string().nullable(),
});
export type TGuestHistoryBrief = z.infer<typeof ZGuestHistoryBrief>;

/** One row of the list: the reservation plus its main table, attached tables and restaurant. */
export const ZReservationListItem = ZReservation.extend({
  table: z.object({ id: z.number().int(), number: z.number().int(), status: ZTableStatus }),
  /** Attached extra tables (not the main one). */
  tables: z.array(z.object({ tableId: z.number().int(), number: z.number().int() })),
  restaurant: z.object({ id: z.number().int(), name: z.string() }),
  /** A conflicting edit of this reservation waits for a manager (filed by a 202 PATCH); the API always sends it. */
  pendingApproval: z.boolean().optional(),
  /** Who the guest is at this restaurant (issue 22 §2), for the day view's row; GET /reservations always sends it. */
  guestHistory: ZGuestHistoryBrief.optional(),
});
export type TReservationListItem = z.infer<typeof ZReservationListItem>;

/** GET /reservations answer (DESIGN §7). `total` counts every match, not just this page. */
export const ZReservationListResponse = z.object({
  reservations: z.array(ZReservationListItem),
  pagination: z.object({
    total: z.number().int().min(0),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1),
  }),
});
export type TReservationListResponse = z.infer<typeof ZReservationListResponse>;

/** PATCH /reservations/{id} `{ status }`: a status change. */
export const ZReservationStatusPatch = z.object({ status: ZReservationStatus }).strict();
export type TReservationStatusPatch = z.infer<typeof ZReservationStatusPatch>;

/** The message when an edit carries neither a table nor a date (staff spec §5, guest spec §5.3). */
export const RESERVATION_EDIT_EMPTY_MESSAGE = 'Choose a table or a new date';

/**
 * PATCH /reservations/{id} `{ tableId?, date?, requireApproval? }`: reassign and/or reschedule. `date` is the new
 * start (ISO 8601 with offset); the length of the stay is kept. With `requireApproval: true` a conflicting edit
 * is not applied: the answer is 202 (ZReservationPatchAccepted) and an approval request is filed. Without it a
 * conflict is a 409 (ZReservationConflictBody).
 */
export const ZReservationEditPatch = z
  .object({
    tableId: ZId.optional(),
    date: zDateTime().optional(),
    requireApproval: z.boolean().optional(),
  })
  .strict()
  .refine((edit) => edit.tableId !== undefined || edit.date !== undefined, {
    message: RESERVATION_EDIT_EMPTY_MESSAGE,
  });
export type TReservationEditPatch = z.infer<typeof ZReservationEditPatch>;

/** PATCH /reservations/{id} body: a status change, or an edit. 200 answers the updated ZReservationListItem. */
export const ZReservationPatch = z.union([ZReservationStatusPatch, ZReservationEditPatch]);
export type TReservationPatch = z.infer<typeof ZReservationPatch>;

/** PATCH /reservations/{id} 202: the edit conflicts and waits for a manager; nothing was changed. */
export const ZReservationPatchAccepted = z.object({
  requiresApproval: z.literal(true),
  approvalId: z.number().int(),
  /** The bookings the edit collides with (ZApprovalConflict), so the requester knows what blocks it. */
  conflictsWith: z.array(z.lazy(() => ZApprovalConflict)).optional(),
});
export type TReservationPatchAccepted = z.infer<typeof ZReservationPatchAccepted>;

/** One occupied period that blocks a booking or an edit. Times are ISO 8601. */
export const ZReservationConflict = z.object({
  tableNumber: z.number().int(),
  conflictStart: z.string(),
  conflictEnd: z.string(),
});
export type TReservationConflict = z.infer<typeof ZReservationConflict>;

/** 409 body of an overlap (booking, edit, extend, approve): the usual error body plus the conflicts. */
export const ZReservationConflictBody = z.object({
  error: z.string(),
  code: z.literal('RESERVATION_OVERLAP'),
  conflicts: z.array(ZReservationConflict),
});
export type TReservationConflictBody = z.infer<typeof ZReservationConflictBody>;

/** The way out the approvals list offers for one blocking booking: a free table of the same size (issue 22 §6). */
export const ZApprovalMoveSuggestion = z.object({ tableId: z.number().int(), tableNumber: z.number().int() });
export type TApprovalMoveSuggestion = z.infer<typeof ZApprovalMoveSuggestion>;

/** A booking that blocks a filed edit (ZReservationApproval.conflictsWith). Times are ISO 8601. */
export const ZApprovalConflict = z.object({
  reservationId: z.number().int(),
  name: z.string(),
  date: z.string(),
  endDate: z.string(),
  tableNumber: z.number().int(),
  /** Its party size ('Move Ana (4 guests) to table 7'); GET /reservations/approvals always sends it. */
  guests: z.number().int().optional(),
  /**
   * A free table of the same size for this booking's whole stay (the smallest that seats its party, lowest
   * number first), or null when there is none; approving with `moves` moves the booking there first.
   */
  suggestedMove: ZApprovalMoveSuggestion.nullable().optional(),
});
export type TApprovalConflict = z.infer<typeof ZApprovalConflict>;

export const RESERVATION_APPROVAL_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const ZReservationApprovalStatus = z.enum(RESERVATION_APPROVAL_STATUSES);
export type TReservationApprovalStatus = z.infer<typeof ZReservationApprovalStatus>;

/**
 * A pending edit filed by a 202. `requestedTableId`/`requestedTableNumber` are null when only the date was
 * asked to change, `requestedDate` (ISO) is null when only the table was; `requestedBy` is null when that user
 * no longer exists.
 */
export const ZReservationApproval = z.object({
  id: z.number().int(),
  reservationId: z.number().int(),
  restaurantId: z.number().int(),
  reservation: ZReservationListItem,
  requestedTableId: z.number().int().nullable(),
  requestedTableNumber: z.number().int().nullable(),
  requestedDate: z.string().nullable(),
  requestedBy: z.object({ id: z.number().int(), email: z.string(), role: ZRole.optional() }).nullable(),
  status: ZReservationApprovalStatus,
  createdAt: z.string(),
  /**
   * The bookings the requested edit collides with right now (why it needs a manager): guest, start, end and
   * table. Empty when the tables have meanwhile become free; the API always sends it for pending requests.
   */
  conflictsWith: z.array(ZApprovalConflict).optional(),
});
export type TReservationApproval = z.infer<typeof ZReservationApproval>;

/**
 * GET /reservations/approvals (superadmin: all restaurants; restaurantmanager: assigned ones; others 403).
 * Default: pending requests, oldest first.
 */
export const ZReservationApprovalListQuery = z.object({
  status: z.preprocess(
    emptyToUndefined,
    z.enum([...RESERVATION_APPROVAL_STATUSES, 'all']).default('pending'),
  ),
  restaurantId: z.preprocess(emptyToUndefined, ZId.optional()),
});
export type TReservationApprovalListQuery = z.infer<typeof ZReservationApprovalListQuery>;

export const ZReservationApprovalListResponse = z.object({ approvals: z.array(ZReservationApproval) });
export type TReservationApprovalListResponse = z.infer<typeof ZReservationApprovalListResponse>;

/**
 * POST /reservations/approvals/{id}/approve applies the requested edit in one transaction (409
 * ZReservationConflictBody if the tables are still taken; the request then stays pending);
 * POST /reservations/approvals/{id}/reject leaves the reservation as it is. Both answer the decided approval;
 * a request that is no longer pending is a 409.
 */
export const ZReservationApprovalDecisionResponse = z.object({ approval: ZReservationApproval });
export type TReservationApprovalDecisionResponse = z.infer<typeof ZReservationApprovalDecisionResponse>;

/** GET /tables?restaurantId answers the caller's tables (one restaurant when given), ordered by number. */
export const ZTableListResponse = z.array(ZTable);
export type TTableListResponse = z.infer<typeof ZTableListResponse>;

/**
 * GET /reservations/{id}/table-options?date: every table of the reservation's restaurant, with its seats and
 * whether it is free for this reservation's stay (its length and the restaurant's buffer) starting at `date`
 * (ISO 8601; default: the reservation's own start). The reservation itself never blocks; `current` marks its
 * main table. Any role that may see the reservation.
 */
export const ZReservationTableOptionsQuery = z.object({
  date: z.preprocess(emptyToUndefined, zDateTime().optional()),
});
export type TReservationTableOptionsQuery = z.infer<typeof ZReservationTableOptionsQuery>;

export const ZReservationTableOption = z.object({
  id: z.number().int(),
  number: z.number().int(),
  seats: z.number().int(),
  status: ZTableStatus,
  /** Not held by another active booking over the stay, and not in maintenance. */
  free: z.boolean(),
  current: z.boolean(),
});
export type TReservationTableOption = z.infer<typeof ZReservationTableOption>;

export const ZReservationTableOptionsResponse = z.object({
  /** The stay the answer is about (ISO 8601). */
  start: z.string(),
  end: z.string(),
  tables: z.array(ZReservationTableOption),
});
export type TReservationTableOptionsResponse = z.infer<typeof ZReservationTableOptionsResponse>;

/**
 * GET /admin/restaurants/assigned read as options for a restaurant filter and its time slots: id, name, the
 * opening hours and weekly services (ZRestaurant); the rest of each restaurant is ignored. Hours are optional so an older answer
 * still parses (the time filter then offers the whole day).
 */
export const ZRestaurantOption = z.object({
  id: z.number().int(),
  name: z.string(),
  openHour: z.number().int().optional(),
  closeHour: z.number().int().optional(),
  specialHours: ZSpecialHours.optional(),
  /** The weekly services (issue 24): the time filter offers each service's times. */
  weeklyHours: ZWeeklyHours.nullish(),
});
export type TRestaurantOption = z.infer<typeof ZRestaurantOption>;
export const ZRestaurantOptions = z.array(ZRestaurantOption);
