import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { User } from '../users/user.entity';
import { DiningTable } from '../tables/table.entity';
import { Reservation } from './reservation.entity';

export const APPROVAL_STATUSES = ['pending', 'approved', 'rejected'] as const;

/** A reservation edit that conflicted and waits for a manager (DESIGN §7, HTTP 202 requiresApproval). */
export const ReservationApproval = defineEntity({
  name: 'ReservationApproval',
  tableName: 'reservation_approvals',
  properties: {
    id: p.integer().primary(),
    reservationId: () =>
      p.manyToOne(Reservation).mapToPk().fieldName('reservation_id').deleteRule('cascade').index(),
    requestedTableId: () =>
      p.manyToOne(DiningTable).mapToPk().fieldName('requested_table_id').nullable().deleteRule('set null'),
    requestedStartAt: p.datetime().nullable(),
    requestedById: () =>
      p.manyToOne(User).mapToPk().fieldName('requested_by_id').nullable().deleteRule('set null'),
    status: p.enum(APPROVAL_STATUSES).default('pending'),
    decidedById: () =>
      p.manyToOne(User).mapToPk().fieldName('decided_by_id').nullable().deleteRule('set null'),
    decidedAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type ReservationApproval = InferEntity<typeof ReservationApproval>;
