import type { EntityManager } from '@mikro-orm/postgresql';
import { TABLE_MESSAGES, type TRole, type TTable, type TTablePatch } from '@stol/contracts';
import { AppError } from '../../http/app-error';
import { toTableJson } from './table.mapper';
import { assertOnCanvas, lockTable, type TableWriteContext } from './table-write';

/**
 * Which roles may change which fields of PATCH /tables/{id} (staff spec §5, §6; README "Floor plan rules").
 * The route admits superadmin, restaurant managers and restaurant admins.
 */
const FIELD_RULES: { fields: (keyof TTablePatch)[]; roles: TRole[]; message: string }[] = [
  { fields: ['number', 'seats'], roles: ['superadmin'], message: TABLE_MESSAGES.numberOrSeatsSuperadminOnly },
  { fields: ['width', 'height'], roles: ['superadmin'], message: TABLE_MESSAGES.sizeSuperadminOnly },
  {
    fields: ['x', 'y', 'status'],
    roles: ['superadmin', 'restaurantmanager', 'restaurantadmin'],
    message: TABLE_MESSAGES.positionNotAllowed,
  },
];

export function assertMayPatch(role: TRole, patch: TTablePatch): void {
  for (const rule of FIELD_RULES) {
    if (rule.fields.some((f) => patch[f] !== undefined) && !rule.roles.includes(role)) {
      throw new AppError('FORBIDDEN', rule.message);
    }
  }
}

/** PATCH /tables/{id}: a position (announced as table.moved), a status, or the editor's fields. */
export async function patchTable(
  em: EntityManager,
  id: number,
  patch: TTablePatch,
  role: TRole,
  ctx: TableWriteContext,
): Promise<TTable> {
  assertMayPatch(role, patch);
  const table = await em.fork().transactional(async (tx) => {
    const table = await lockTable(tx, id);
    const next = {
      x: patch.x ?? Number(table.x),
      y: patch.y ?? Number(table.y),
      width: patch.width ?? Number(table.width),
      height: patch.height ?? Number(table.height),
    };
    assertOnCanvas(next);
    Object.assign(table, next);
    if (patch.number !== undefined) table.number = patch.number;
    if (patch.seats !== undefined) table.seats = patch.seats;
    if (patch.status !== undefined) table.status = patch.status;
    await tx.flush();
    return table;
  });
  const payload = { restaurantId: table.restaurantId, tableId: table.id, tableIds: [table.id] };
  if (patch.x !== undefined) ctx.realtime.emitToRestaurant(table.restaurantId, 'table.moved', payload);
  const others = (Object.keys(patch) as (keyof TTablePatch)[]).some((k) => k !== 'x' && k !== 'y');
  if (others) ctx.realtime.emitToRestaurant(table.restaurantId, 'table.updated', payload);
  return toTableJson(table);
}
