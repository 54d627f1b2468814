/**
 * [English, Croatian] pairs of a message table: every key of the Croatian table, read from the English one. A
 * table may also hold templates (functions of values); those have no fixed text and are left out by their key
 * type, so they are not paired here (they are MESSAGE_TEMPLATES).
 */
export const pairs = <K extends string>(en: Record<K, unknown>, hr: Record<K, string>) =>
  (Object.keys(hr) as K[]).map((key) => [en[key] as string, hr[key]] as const);
