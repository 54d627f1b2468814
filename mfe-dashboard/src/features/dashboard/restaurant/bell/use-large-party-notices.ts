import { HOST_ROLES, type TSocketEvent } from '@stol/contracts';
import { useAppDispatch, useCurrentUser, useLiveEventsHook } from '@stol/platform';
import { formatZagreb } from '@stol/platform/time';
import { useTranslation } from 'react-i18next';
import { largePartyApi } from '../../../../api/large-party-api';
import { NAMESPACE } from '../../../../i18n/translations';
import type { TNotice } from './notices';

const EVENTS: readonly TSocketEvent[] = ['large_party.updated'];

/** The notice id of a large-party request: one notice per request, however often the event arrives. */
export const largePartyNoticeId = (requestId: number) => `large-party:${requestId}`;

/**
 * Issue 23 §5: a guest's new large-party request is a bell notice at the restaurant (the event's change
 * 'created'; converts and cancels are the hosts' own doing and only reload the panel). Hosts read the request
 * for the guest's name, party size and time; staff, whom GET /admin/large-party refuses, get the notice without.
 */
export function useLargePartyNotices(restaurantId: number, announce: (notices: TNotice[]) => void) {
  const { t } = useTranslation(NAMESPACE);
  const dispatch = useAppDispatch();
  const user = useCurrentUser();
  const host = !!user && HOST_ROLES.includes(user.role);
  const useEvents = useLiveEventsHook();

  useEvents(restaurantId, EVENTS, (_event, payload) => {
    const requestId = payload.largePartyRequestId;
    if (payload.change !== 'created' || typeof requestId !== 'number') return;
    const notice = (body: string): TNotice => ({
      id: largePartyNoticeId(requestId),
      title: t('bellLargeParty.title'),
      body,
      timestamp: new Date().toISOString(),
    });
    if (!host) {
      announce([notice(t('bellLargeParty.unknown'))]);
      return;
    }
    const read = dispatch(
      largePartyApi.endpoints.largePartyRequests.initiate(restaurantId, { forceRefetch: true }),
    );
    read
      .unwrap()
      .then((requests) => {
        const request = requests.find((r) => r.id === requestId);
        announce([
          notice(
            request
              ? t('bellLargeParty.body', {
                  name: request.name,
                  guests: request.guests,
                  when: formatZagreb(request.requestedAt, 'dd.MM.yyyy. HH:mm'),
                })
              : t('bellLargeParty.unknown'),
          ),
        ]);
      })
      .catch(() => announce([notice(t('bellLargeParty.unknown'))]))
      .finally(() => read.unsubscribe());
  });
}
