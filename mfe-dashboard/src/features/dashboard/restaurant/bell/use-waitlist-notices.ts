import { HOST_ROLES, type TSocketEvent } from '@stol/contracts';
import { useAppDispatch, useCurrentUser, useLiveEventsHook } from '@stol/platform';
import { useTranslation } from 'react-i18next';
import { hostApi } from '../../../../api/host-api';
import { NAMESPACE } from '../../../../i18n/translations';
import type { TNotice } from './notices';

const EVENTS: readonly TSocketEvent[] = ['waitlist.created'];

/** The notice id of a waitlist join: one notice per entry, however often the event arrives. */
export const waitlistNoticeId = (waitlistId: number) => `waitlist:${waitlistId}`;

/**
 * Staff spec §2 (issue 11 §2): a guest joining the waitlist is a bell notice. The event names only the entry,
 * so hosts' bells read the waitlist for the guest's name and party size; staff, whom GET /waitlist refuses,
 * get the notice without them.
 */
export function useWaitlistNotices(restaurantId: number, announce: (notices: TNotice[]) => void) {
  const { t } = useTranslation(NAMESPACE);
  const dispatch = useAppDispatch();
  const user = useCurrentUser();
  const host = !!user && HOST_ROLES.includes(user.role);
  const useEvents = useLiveEventsHook();

  useEvents(restaurantId, EVENTS, (_event, payload) => {
    const waitlistId = payload.waitlistId;
    if (typeof waitlistId !== 'number') return;
    const notice = (body: string): TNotice => ({
      id: waitlistNoticeId(waitlistId),
      title: t('bellWaitlist.title'),
      body,
      timestamp: new Date().toISOString(),
    });
    if (!host) {
      announce([notice(t('bellWaitlist.unknown'))]);
      return;
    }
    const read = dispatch(hostApi.endpoints.hostWaitlist.initiate(restaurantId, { forceRefetch: true }));
    read
      .unwrap()
      .then((entries) => {
        const entry = entries.find((e) => e.id === waitlistId);
        announce([
          notice(
            entry
              ? t('bellWaitlist.body', { name: entry.name, guests: entry.partySize })
              : t('bellWaitlist.unknown'),
          ),
        ]);
      })
      .catch(() => announce([notice(t('bellWaitlist.unknown'))]))
      .finally(() => read.unsubscribe());
  });
}
