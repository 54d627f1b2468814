/** Staff spec §3: a local notification. */
export interface TNotice {
  id: string;
  title: string;
  body: string;
  /** ISO instant. */
  timestamp: string;
}

/** Staff spec §9. */
export const MAX_NOTICES = 50;
export const BADGE_CAP = 99;

/**
 * Adds notices newest first, drops any whose id is already kept (the same end-of-stay notice computed twice),
 * and keeps at most MAX_NOTICES.
 */
export function addNotices(kept: readonly TNotice[], added: readonly TNotice[]): TNotice[] {
  const ids = new Set(kept.map((n) => n.id));
  const fresh: TNotice[] = [];
  for (const notice of added) {
    if (ids.has(notice.id)) continue;
    ids.add(notice.id);
    fresh.push(notice);
  }
  if (fresh.length === 0) return kept.slice(0, MAX_NOTICES);
  return [...fresh.reverse(), ...kept].slice(0, MAX_NOTICES);
}

/** The badge text: the count, '99+' above the cap, nothing for none. */
export const badgeText = (count: number): string =>
  count <= 0 ? '' : count > BADGE_CAP ? `${BADGE_CAP}+` : String(count);

/** localStorage key of one user's notices (kept across reloads, per user). */
export const noticesKey = (userId: number) => `stol.notices.${userId}`;

const isNotice = (value: unknown): value is TNotice => {
  if (!value || typeof value !== 'object') return false;
  const n = value as Record<string, unknown>;
  return (
    typeof n.id === 'string' &&
    typeof n.title === 'string' &&
    typeof n.body === 'string' &&
    typeof n.timestamp === 'string'
  );
};

/** Reads stored notices; anything malformed is dropped rather than breaking the dashboard. */
export function parseNotices(raw: string | null): TNotice[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter(isNotice).slice(0, MAX_NOTICES) : [];
  } catch {
    return [];
  }
}
