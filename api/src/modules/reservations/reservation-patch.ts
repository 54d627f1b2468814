import {
  ROLES,
  ZReservationDetailsPatch,
  ZReservationEditPatch,
  ZReservationStatusPatch,
  type TRole,
} from '@stol/contracts';
import { parseOrFail } from '../../http/parse-body';
import type { ParsedReservationPatch } from './reservation-edit.service';

/** Staff may look, check guests in and change guest details, but not move, reschedule or cancel (guest spec §6). */
export const EDITORS: readonly TRole[] = ['superadmin', 'restaurantmanager', 'restaurantadmin'];

const EDIT_FIELDS = ['tableId', 'date', 'requireApproval'] as const;

/**
 * What a PATCH /reservations/{id} body means: `status` is a status change; a table, a date or requireApproval
 * an edit; anything else guest details (issue 22 §2). The kind decides the schema and who may send it.
 */
export function patchKind(body: unknown): ParsedReservationPatch['kind'] {
  if (typeof body !== 'object' || body === null) return 'details';
  if ('status' in body) return 'status';
  return EDIT_FIELDS.some((field) => field in body) ? 'edit' : 'details';
}

/** Who may send each kind (the route's `rolesByBody`): guest details are every role's, the rest the editors'. */
export const patchRoles = (body: unknown): readonly TRole[] =>
  patchKind(body) === 'details' ? ROLES : EDITORS;

/**
 * Parses the body with the schema the client meant, so it answers its own message (an edit with neither a table
 * nor a date, details with no field) rather than a generic union failure.
 */
export function parsePatch(body: unknown): ParsedReservationPatch {
  const value: unknown = body ?? {};
  const kind = patchKind(value);
  if (kind === 'status') return { kind, patch: parseOrFail(ZReservationStatusPatch, value) };
  if (kind === 'edit') return { kind, patch: parseOrFail(ZReservationEditPatch, value) };
  return { kind, patch: parseOrFail(ZReservationDetailsPatch, value) };
}
