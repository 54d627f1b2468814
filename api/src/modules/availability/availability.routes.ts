import { ZAvailabilityQuery } from '@stol/contracts';
import { defineRoute } from '../../http/route-registry';
import { computeAvailability } from './availability.service';

export const availabilityRoutes = [
  // Public: the guest site's slot picker; the back office reads the same answer (with reasons) for staff.
  defineRoute({
    method: 'get',
    path: '/public/availability',
    access: 'public',
    async handler(req, _res, { em, deps }) {
      const query = ZAvailabilityQuery.parse(req.query);
      return computeAvailability(em, {
        restaurantId: query.restaurantId,
        dateKey: query.date,
        tableId: query.tableId,
        guests: query.guests,
        now: deps.clock.now(),
      });
    },
  }),
];
