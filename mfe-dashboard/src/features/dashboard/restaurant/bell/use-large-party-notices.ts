import type { TSocketEvent } from '@stol/contracts';
import { formatZagreb } from '@stol/platform/time';
import { largePartyApi } from '../../../../api/large-party-api';
import type { TNotice } from './notices';
import { useLookedUpNotice } from './use-looked-up-notice';

const EVENTS: readonly TSocketEvent[] = ['large_party.updated'];

/** The notice id of a large-party request: one notice per request, however often the event arrives. */
export const largePartyNoticeId = (requestId: number) => `large-party:${requestId}`;

/**
 * Issue 23 §5: a guest's new large-party request is a bell notice at the restaurant (the event's change
 * 'created'; converts and cancels are the hosts' own doing and only reload the panel). Hosts read the request
 * for the guest's name, party size and time; staff, whom GET /admin/large-party refuses, get the notice without.
 */
export function useLargePartyNotices(restaurantId: number, announce: (notices: TNotice[]) => void) {
  useLookedUpNotice(restaurantId, announce, {
    events: EVENTS,
    idOf: (payload) =>
      payload.change === 'created' && typeof payload.largePartyRequestId === 'number'
        ? payload.largePartyRequestId
        : null,
    noticeId: largePartyNoticeId,
    keys: 'bellLargeParty',
    read: (dispatch, id) =>
      dispatch(largePartyApi.endpoints.largePartyRequests.initiate(id, { forceRefetch: true })),
    itemId: (request) => request.id,
    describe: (request) => ({
      name: request.name,
      guests: request.guests,
      when: formatZagreb(request.requestedAt, 'dd.MM.yyyy. HH:mm'),
    }),
  });
}
