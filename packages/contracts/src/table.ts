import * as z from './z';
import { COPY_LIMITS, FLOORPLAN, TABLE_LIMITS } from './floorplan';
import { ZId, zWholeNumber } from './primitives';

export const TABLE_STATUSES = ['available', 'reserved', 'maintenance'] as const;
export const ZTableStatus = z.enum(TABLE_STATUSES);

export const ZTable = z.object({
  id: z.number().int(),
  restaurantId: z.number().int(),
  number: z.number().int(),
  seats: z.number().int().min(1),
  x: z.number(),
  y: z.number(),
  width: z.number().min(TABLE_LIMITS.size.min).max(TABLE_LIMITS.size.max),
  height: z.number().min(TABLE_LIMITS.size.min).max(TABLE_LIMITS.size.max),
  status: ZTableStatus,
  clearedUntil: z.string().nullable(),
});
export type TTable = z.infer<typeof ZTable>;

/** Texts of tables management: the staff spec's where it gives one (§5, §8), else ours (README "Floor plan rules"). */
export const TABLE_MESSAGES = {
  numberOrSeatsSuperadminOnly: 'Only superadmin can change number or seats',
  sizeSuperadminOnly: 'Only superadmin can change table size',
  positionNotAllowed: 'Only superadmin, restaurant managers and restaurant admins can move tables',
  /** Staff spec §6: a restaurant admin (or staff) asking to delete a table; the back office shows it too. */
  deleteNotAllowed: 'Only superadmin and restaurant managers can delete tables',
  stylesSuperadminOnly: 'Only superadmin can change table styles or chairs',
  chooseSource: 'Choose source restaurant',
  sameRestaurant: 'Source and target restaurant must differ',
  outsideCanvas: 'The table must lie inside the 1000x1000 floor plan',
  wrongRestaurant: 'A table cannot be moved to another restaurant',
  numberTaken: (n: number) => `Table number ${n} is already taken in this restaurant`,
  noFreeNumbers: 'No free table numbers left in the target restaurant',
  /** `list`: 'Table 5, 2026-06-12 19:00, 4 guests; Table 7, …' (Europe/Zagreb). */
  futureReservations: (list: string) =>
    `These future reservations would lose their table: ${list}. Move or cancel them first.`,
  unknownTableInFloorplan: (key: string) =>
    `The floor plan names table ${key}, which is not in this restaurant`,
  chairTooFar: (key: string) => `A chair of table ${key} lies more than 60 from its table`,
  nothingToChange: 'Nothing to change',
  positionNeedsBoth: 'A position needs both x and y',
} as const;

/**
 * Tables management (staff spec §2, §5, §6, §7): POST /tables, PATCH /tables/{id}, DELETE /tables/{id},
 * POST /admin/tables/{id}/copy, POST /admin/tables/copy. Limits from floorplan.ts.
 */
const ZTableNumber = zWholeNumber(TABLE_LIMITS.number.min, TABLE_LIMITS.number.max);
const ZSeats = zWholeNumber(TABLE_LIMITS.seats.min, TABLE_LIMITS.seats.max);
const ZCoordinate = z.number().min(0).max(FLOORPLAN.canvas);
const ZTableSize = z.number().min(TABLE_LIMITS.size.min).max(TABLE_LIMITS.size.max);
/** Statuses a client sets; 'reserved' is only displayed (staff spec §4: the status toggles available ↔ maintenance). */
export const SETTABLE_TABLE_STATUSES = ['available', 'maintenance'] as const;
export const ZSettableTableStatus = z.enum(SETTABLE_TABLE_STATUSES);

/** Corner radii of one table (floorplan.tableStyles entry), each 0..100. */
export const ZTableStyle = z
  .object({
    tl: z.number().min(TABLE_LIMITS.cornerRadius.min).max(TABLE_LIMITS.cornerRadius.max),
    tr: z.number().min(TABLE_LIMITS.cornerRadius.min).max(TABLE_LIMITS.cornerRadius.max),
    br: z.number().min(TABLE_LIMITS.cornerRadius.min).max(TABLE_LIMITS.cornerRadius.max),
    bl: z.number().min(TABLE_LIMITS.cornerRadius.min).max(TABLE_LIMITS.cornerRadius.max),
  })
  .partial()
  .strict();
export type TTableStyle = z.infer<typeof ZTableStyle>;

/**
 * POST /tables: creates a table, or updates table `id` when given (the add-table modal and the table editor).
 * Width and height default to 30, seats to 4; `style` sets the new table's corner radii in the floor plan.
 * An update sends the same fields; its restaurantId, when given, must be the table's own.
 */
export const ZTableUpsert = z
  .object({
    id: ZId.optional(),
    restaurantId: ZId,
    number: ZTableNumber,
    seats: ZSeats.default(TABLE_LIMITS.seats.default),
    x: ZCoordinate,
    y: ZCoordinate,
    width: ZTableSize.default(TABLE_LIMITS.size.default),
    height: ZTableSize.default(TABLE_LIMITS.size.default),
    status: ZSettableTableStatus.optional(),
    style: ZTableStyle.optional(),
  })
  .strict();
export type TTableUpsert = z.input<typeof ZTableUpsert>;

/**
 * PATCH /tables/{id}: a dragged position `{x, y}`, a status `{status}`, or the table editor's fields. Who may
 * change what: TABLE_FIELD_ROLES. The table must stay wholly on the canvas.
 */
export const ZTablePatch = z
  .object({
    number: ZTableNumber,
    seats: ZSeats,
    x: ZCoordinate,
    y: ZCoordinate,
    width: ZTableSize,
    height: ZTableSize,
    status: ZSettableTableStatus,
  })
  .partial()
  .strict()
  .refine((p) => Object.keys(p).length > 0, { message: TABLE_MESSAGES.nothingToChange })
  .refine((p) => (p.x === undefined) === (p.y === undefined), { message: TABLE_MESSAGES.positionNeedsBoth });
export type TTablePatch = z.infer<typeof ZTablePatch>;

/** POST /admin/tables/{id}/copy: `count` copies into the target restaurant, each offset from the previous. */
export const ZTableCopyRequest = z
  .object({
    targetRestaurantId: ZId,
    count: zWholeNumber(COPY_LIMITS.count.min, COPY_LIMITS.count.max),
    offsetX: z.number().min(-FLOORPLAN.canvas).max(FLOORPLAN.canvas).default(COPY_LIMITS.offset.default),
    offsetY: z.number().min(-FLOORPLAN.canvas).max(FLOORPLAN.canvas).default(COPY_LIMITS.offset.default),
  })
  .strict();
export type TTableCopyRequest = z.input<typeof ZTableCopyRequest>;

export const COPY_MODES = ['append', 'replace'] as const;

/** POST /admin/tables/copy: every table of the source restaurant into the target (append, or replace its tables). */
export const ZTablesCopyRequest = z
  .object({
    sourceRestaurantId: ZId.optional(),
    targetRestaurantId: ZId,
    mode: z.enum(COPY_MODES).default('append'),
  })
  .strict()
  .refine((b) => b.sourceRestaurantId !== undefined, {
    message: TABLE_MESSAGES.chooseSource,
    path: ['sourceRestaurantId'],
  })
  .transform((b) => ({ ...b, sourceRestaurantId: b.sourceRestaurantId! }));
export type TTablesCopyRequest = z.input<typeof ZTablesCopyRequest>;

/** Answer of both copy calls: the tables created (and, in replace mode, the ids removed). */
export const ZTablesCopyResponse = z.object({
  tables: z.array(ZTable),
  removedTableIds: z.array(z.number().int()),
});
export type TTablesCopyResponse = z.infer<typeof ZTablesCopyResponse>;

/** A future reservation that keeps a table from being deleted or replaced (409 `details.reservations`). */
export const ZBlockingReservation = z.object({
  reservationId: z.number().int(),
  tableId: z.number().int(),
  tableNumber: z.number().int(),
  start: z.string(),
  end: z.string(),
  partySize: z.number().int(),
});
export type TBlockingReservation = z.infer<typeof ZBlockingReservation>;
