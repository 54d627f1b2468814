import type { EntityManager } from '@mikro-orm/postgresql';
import { HOST_ROLES, ZWalkInRequest } from '@stol/contracts';
import type { Request } from 'express';
import { parseOrFail } from '../../http/parse-body';
import { defineRoute } from '../../http/route-registry';
import { getTableOrFail } from '../tables/tables.service';
import { seatWalkIn } from './walk-in.service';

/** The restaurant the body names, else the table's (a table of another restaurant is refused by seat-party). */
const walkInRestaurant = async (req: Request, em: EntityManager) => {
  const body = parseOrFail(ZWalkInRequest, req.body ?? {});
  if (body.restaurantId !== undefined) return body.restaurantId;
  return body.tableId !== undefined ? (await getTableOrFail(em, body.tableId)).restaurantId : null;
};

export const walkInRoutes = [
  defineRoute({
    method: 'post',
    path: '/walkin/seat-now',
    access: { roles: HOST_ROLES, scope: 'restaurant', restaurant: walkInRestaurant },
    async handler(req, res, { em, deps }) {
      const result = await seatWalkIn(em, parseOrFail(ZWalkInRequest, req.body ?? {}), deps);
      res.status(201);
      return result;
    },
  }),
];
