import { HOST_ROLES, type TSocketEvent, type TSocketEventPayload } from '@stol/contracts';
import { useAppDispatch, useCurrentUser, useLiveEventsHook } from '@stol/platform';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../../i18n/translations';
import type { TNotice } from './notices';

/** A read started with `dispatch(api.endpoints.x.initiate(…))`: its answer, then let go. */
interface TRead<T> {
  unwrap(): Promise<T[]>;
  unsubscribe(): void;
}

export interface TLookedUpNotice<T> {
  events: readonly TSocketEvent[];
  /** The id of what the event announces, or null when the event is not one to announce. */
  idOf: (payload: TSocketEventPayload) => number | null;
  /** One notice per announced thing, however often its event arrives. */
  noticeId: (id: number) => string;
  /** The i18n keys: `${keys}.title`, `${keys}.body` (with `describe`'s values) and `${keys}.unknown`. */
  keys: string;
  /** Reads the list the announced thing is in (hosts only: staff are refused it). */
  read: (dispatch: ReturnType<typeof useAppDispatch>, restaurantId: number) => TRead<T>;
  /** The body's values for the announced item, found in the list by id. */
  describe: (item: T) => Record<string, string | number>;
  itemId: (item: T) => number;
}

/**
 * A bell notice for a live event that names only an id (a waitlist join, a large-party request): hosts' bells read
 * the list it is in for the guest's details; staff, whom those lists refuse, get the notice without them, and so
 * does a host whose read fails or no longer finds it.
 */
export function useLookedUpNotice<T>(
  restaurantId: number,
  announce: (notices: TNotice[]) => void,
  spec: TLookedUpNotice<T>,
) {
  const { t } = useTranslation(NAMESPACE);
  const dispatch = useAppDispatch();
  const user = useCurrentUser();
  const host = !!user && HOST_ROLES.includes(user.role);
  const useEvents = useLiveEventsHook();

  useEvents(restaurantId, spec.events, (_event, payload) => {
    const id = spec.idOf(payload);
    if (id === null) return;
    const say = (body: string) =>
      announce([
        { id: spec.noticeId(id), title: t(`${spec.keys}.title`), body, timestamp: new Date().toISOString() },
      ]);
    const unknown = () => say(t(`${spec.keys}.unknown`));
    if (!host) return unknown();
    const read = spec.read(dispatch, restaurantId);
    read
      .unwrap()
      .then((items) => {
        const item = items.find((candidate) => spec.itemId(candidate) === id);
        if (item) say(t(`${spec.keys}.body`, spec.describe(item)));
        else unknown();
      })
      .catch(unknown)
      .finally(() => read.unsubscribe());
  });
}
