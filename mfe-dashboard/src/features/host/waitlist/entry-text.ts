import type { TWaitlistEntry } from '@stol/contracts';

/** Still in the line: the entries the panel lists (converted and cancelled ones are done). */
export const inLine = (entry: Pick<TWaitlistEntry, 'status'>) =>
  entry.status === 'waiting' || entry.status === 'notified';

/** Whole minutes since the guest joined (never negative when clocks differ a little). */
export const minutesWaiting = (entry: Pick<TWaitlistEntry, 'createdAt'>, now: number) =>
  Math.max(0, Math.floor((now - Date.parse(entry.createdAt)) / 60_000));

/** The translation key and values of an entry's quoted wait (none when no table fits, 'free now' at 0). */
export const quoteText = (entry: Pick<TWaitlistEntry, 'quotedWaitMin'>) =>
  entry.quotedWaitMin === null
    ? (['host.waitlist.quotedNone', {}] as const)
    : entry.quotedWaitMin === 0
      ? (['host.waitlist.quotedNow', {}] as const)
      : (['host.waitlist.quoted', { minutes: entry.quotedWaitMin }] as const);
