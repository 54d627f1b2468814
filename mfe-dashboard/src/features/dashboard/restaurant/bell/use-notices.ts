import type { TReservationListItem } from '@stol/contracts';
import { formatZagreb } from '@stol/platform/time';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../../i18n/translations';
import { tablesText } from '../list/row-text';
import { bookingChanges } from './booking-changes';
import { endOfStayDue } from './end-of-stay';
import { addNotices, noticesKey, parseNotices, type TNotice } from './notices';

const read = (key: string) => {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
};
const write = (key: string, value: string) => {
  try {
    globalThis.localStorage?.setItem(key, value);
  } catch {
    // Private mode or a full quota: the notices still live for this page.
  }
};

/**
 * The bell's notices (staff spec §2, §3): new and cancelled bookings (today's list reloads on every reservation
 * event; a change between two loads is a notice), and end-of-stay at 15, 10 and 5 minutes left, checked
 * whenever `now` moves; other notices (waitlist joins) come through `announce`. At most 50 are kept, in localStorage per user, across reloads.
 */
export function useNotices(
  userId: number,
  reservations: readonly TReservationListItem[] | undefined,
  now: number,
) {
  const { t } = useTranslation(NAMESPACE);
  const key = noticesKey(userId);
  const [stored] = useState(() => parseNotices(read(key)));
  const [notices, setNotices] = useState<TNotice[]>(stored);
  // Ids announced on this page (and those stored): a cleared end-of-stay notice does not come back next tick.
  const [seen] = useState(() => new Set(stored.map((n) => n.id)));
  const previous = useRef<readonly TReservationListItem[] | null>(null);

  const body = (r: TReservationListItem) =>
    t('bell.body', {
      name: r.name,
      table: tablesText(r),
      time: formatZagreb(r.date, 'HH:mm'),
      guests: r.partySize,
    });

  useEffect(() => {
    if (!reservations) return;
    const timestamp = new Date(now).toISOString();
    const changes = bookingChanges(previous.current, reservations).map((c) => ({
      id: c.id,
      title: t(c.kind === 'created' ? 'bell.created' : 'bell.cancelled'),
      body: body(c.reservation),
      timestamp,
    }));
    previous.current = reservations;
    const endings = endOfStayDue(reservations, now).map((d) => ({
      id: d.id,
      title: t('bell.endOfStay', { minutes: d.minutesLeft }),
      body: body(d.reservation),
      timestamp,
    }));
    announce([...changes, ...endings]);
    // `t` and `body` follow the language; a language switch alone must not re-announce anything.
  }, [reservations, now, key]);

  /** Adds notices not announced before (on this page or stored), newest first, and stores them. */
  function announce(added: readonly TNotice[]) {
    const fresh = added.filter((n) => !seen.has(n.id));
    if (fresh.length === 0) return;
    for (const n of fresh) seen.add(n.id);
    setNotices((kept) => {
      const next = addNotices(kept, fresh);
      write(key, JSON.stringify(next));
      return next;
    });
  }

  return {
    notices,
    announce,
    clearAll() {
      write(key, '[]');
      setNotices([]);
    },
  };
}
