import type { TSocketEvent } from '@stol/contracts';
import { hostApi } from '../../../../api/host-api';
import type { TNotice } from './notices';
import { useLookedUpNotice } from './use-looked-up-notice';

const EVENTS: readonly TSocketEvent[] = ['waitlist.created'];

/** The notice id of a waitlist join: one notice per entry, however often the event arrives. */
export const waitlistNoticeId = (waitlistId: number) => `waitlist:${waitlistId}`;

/**
 * Staff spec §2 (issue 11 §2): a guest joining the waitlist is a bell notice. The event names only the entry,
 * so hosts' bells read the waitlist for the guest's name and party size; staff, whom GET /waitlist refuses,
 * get the notice without them.
 */
export function useWaitlistNotices(restaurantId: number, announce: (notices: TNotice[]) => void) {
  useLookedUpNotice(restaurantId, announce, {
    events: EVENTS,
    idOf: (payload) => (typeof payload.waitlistId === 'number' ? payload.waitlistId : null),
    noticeId: waitlistNoticeId,
    keys: 'bellWaitlist',
    read: (dispatch, id) => dispatch(hostApi.endpoints.hostWaitlist.initiate(id, { forceRefetch: true })),
    itemId: (entry) => entry.id,
    describe: (entry) => ({ name: entry.name, guests: entry.partySize }),
  });
}
