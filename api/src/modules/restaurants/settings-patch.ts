import {
  chairNearTable,
  RESTAURANT_DEFAULTS,
  RESTAURANT_SETTINGS_MESSAGES,
  TABLE_MESSAGES,
  type TBrandColors,
  type TBulkSpecialHours,
  type TBrandColorsPatch,
  type TFloorplan,
  type TFloorplanPatch,
  type TRestaurant,
  type TRestaurantPatch,
  type TSpecialHours,
  type TSpecialHoursEntry,
  type TSpecialPromotions,
  type TSpecialPromotionsPatch,
} from '@stol/contracts';
import { AppError } from '../../http/app-error';
import { mergeTheme } from './theme.service';

/** A table's box on the floor plan (chairs must lie within 60 of it). */
export interface TableBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface SettingsPatchContext {
  /**
   * The restaurant's tables by id (decimal string): floor-plan styles and chairs must name one of them. Only read
   * when the patch carries floorplan.tableStyles or floorplan.chairOverrides.
   */
  tables: ReadonlyMap<string, TableBox>;
}

/** The settings a PATCH replaces as a whole value (texts, numbers, specialHours). */
const REPLACED_FIELDS = [
  'name',
  'openHour',
  'closeHour',
  'intervalMin',
  'defaultDurationMin',
  'bufferMin',
  'noShowGraceMin',
  'specialHours',
  'address',
  'coverImage',
  'description',
  'descriptionHr',
  'descriptionEn',
  'hubLogo',
  'publicOrigin',
  'publicPath',
  'weeklyHours',
  'turnTimes',
  'pacing',
  'bookingWindow',
] as const satisfies readonly (keyof TRestaurantPatch & keyof TRestaurant)[];

/**
 * The restaurant as it would be after `patch` (PATCH /restaurants/{id}; the preview reuses it): pure, no I/O,
 * `current` untouched. Scalars and specialHours replace theirs; theme, floorplan and brandColors merge into
 * the stored documents; choosing promotion status active or inactive clears inactiveUntil. Rules across
 * fields are checked on the merged result (phone and email OTP exclusive, large party from ≤ to, floor-plan
 * entries naming the restaurant's tables) and refused with VALIDATION_FAILED and their sentence. Who may change
 * what (styles and chairs are the superadmin's) is the caller's check.
 */
export function applySettingsPatch(
  current: TRestaurant,
  patch: TRestaurantPatch,
  ctx: SettingsPatchContext,
): TRestaurant {
  const next: TRestaurant = { ...current };
  for (const field of REPLACED_FIELDS) {
    if (patch[field] !== undefined) (next as Record<string, unknown>)[field] = patch[field];
  }
  if (patch.theme) next.theme = mergeTheme(current.theme, patch.theme);
  if (patch.brandColors) next.brandColors = mergeBrandColors(current.brandColors, patch.brandColors);
  if (patch.floorplan) next.floorplan = mergeFloorplan(current.floorplan, patch.floorplan, ctx);
  if (patch.specialPromotions) next.specialPromotions = promotionOf(patch.specialPromotions);
  return next;
}

function mergeBrandColors(current: TBrandColors, patch: TBrandColorsPatch): TBrandColors {
  const merged: Record<string, string> = { ...current };
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete merged[key];
    else if (value !== undefined) merged[key] = value;
  }
  return merged;
}

/** Guest spec §4: 'until' keeps its end; active and inactive carry none. */
function promotionOf(patch: TSpecialPromotionsPatch): TSpecialPromotions {
  return patch.status === 'until'
    ? { status: 'until', inactiveUntil: patch.inactiveUntil ?? null }
    : { status: patch.status, inactiveUntil: null };
}

/**
 * Floor plan (staff spec §3, §7): scalars replace theirs; tableStyles and chairOverrides merge per table id, an
 * entry replacing that table's and `null` removing it. Entries must name the restaurant's tables and chairs lie
 * within 60 of their table; large party from must not exceed to (with the §9 defaults for a missing one).
 */
export function mergeFloorplan(
  current: TFloorplan,
  patch: TFloorplanPatch,
  ctx: SettingsPatchContext,
): TFloorplan {
  const named = (entries: Record<string, unknown> | undefined) =>
    Object.entries(entries ?? {}).filter(([, v]) => v !== null);
  for (const [key] of [...named(patch.tableStyles), ...named(patch.chairOverrides)]) {
    if (!ctx.tables.has(key))
      throw new AppError('VALIDATION_FAILED', TABLE_MESSAGES.unknownTableInFloorplan(key));
  }
  for (const [key, chairs] of Object.entries(patch.chairOverrides ?? {})) {
    const table = ctx.tables.get(key);
    if (table && chairs?.some((chair) => !chairNearTable(chair, table)))
      throw new AppError('VALIDATION_FAILED', TABLE_MESSAGES.chairTooFar(key));
  }
  const { tableStyles, chairOverrides, ...scalars } = patch;
  const next: TFloorplan = { ...current, ...scalars };
  if (tableStyles) next.tableStyles = mergeEntries(current.tableStyles, tableStyles);
  if (chairOverrides) next.chairOverrides = mergeEntries(current.chairOverrides, chairOverrides);
  if (patch.largePartyFrom !== undefined || patch.largePartyTo !== undefined) {
    const from = next.largePartyFrom ?? RESTAURANT_DEFAULTS.largePartyFrom;
    const to = next.largePartyTo ?? RESTAURANT_DEFAULTS.largePartyTo;
    if (from > to) throw new AppError('VALIDATION_FAILED', RESTAURANT_SETTINGS_MESSAGES.largePartyOrder);
  }
  return next;
}

function mergeEntries<T>(current: Record<string, T> | undefined, changes: Record<string, T | null>) {
  const merged: Record<string, T> = { ...(current ?? {}) };
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  return merged;
}

/** The calendar days from `start` to `end`, both included (YYYY-MM-DD). */
export function daysOf(start: string, end: string): string[] {
  const days: string[] = [];
  for (let t = Date.parse(`${start}T00:00:00Z`); t <= Date.parse(`${end}T00:00:00Z`); t += 86_400_000)
    days.push(new Date(t).toISOString().slice(0, 10));
  return days;
}

/**
 * POST /restaurants/{id}/special-hours/bulk as a pure step (the preview's `{ bulk }` reuses it): `add` sets every
 * day of the range to closed or to the given hours, `remove` deletes the range's entries; other days are kept.
 */
export function applyBulkSpecialHours(current: TSpecialHours, bulk: TBulkSpecialHours): TSpecialHours {
  const next: TSpecialHours = { ...current };
  const entry: TSpecialHoursEntry | null =
    bulk.action === 'remove'
      ? null
      : bulk.closed
        ? { closed: true }
        : { openHour: bulk.openHour!, closeHour: bulk.closeHour! };
  for (const day of daysOf(bulk.startDate, bulk.endDate)) {
    if (entry) next[day] = entry;
    else delete next[day];
  }
  return next;
}
