/**
 * `value`, frozen all the way down, returned for a query's `transformResponse` on large answers (issue 22 §7).
 * RTK Query stores answers through immer, which walks every new object it is given to look for drafts and then
 * freezes it; an answer already frozen is skipped whole. For a 300-reservation day that walk was about a fifth of a
 * day switch on the tablet; this loop does the same freezing in a fraction of it. Nothing is copied.
 */
export function deepFrozen<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  if (Array.isArray(value)) {
    for (const item of value) deepFrozen(item);
  } else {
    for (const key in value) deepFrozen((value as Record<string, unknown>)[key]);
  }
  return Object.freeze(value);
}
