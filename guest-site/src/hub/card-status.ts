import type { THubCard } from '@stol/contracts';

/** A hub card's badge (guest spec §4): the key of its words and whether it can be booked. */
export function cardStatus(card: Pick<THubCard, 'status' | 'inactiveUntil'>) {
  switch (card.status) {
    case 'active':
      return { key: 'hub.status.active', bookable: true };
    case 'inactive_until':
      return { key: 'hub.status.inactiveUntil', bookable: false };
    case 'inactive':
      return { key: 'hub.status.inactive', bookable: false };
    default:
      return { key: 'hub.status.comingSoon', bookable: false };
  }
}
