/**
 * Analytics (guest spec §2.15, §4; issue 21 §2, §3): the five answers, one file each. Every figure is aggregated
 * in PostgreSQL over one restaurant's range of started reservations (analytics-sql.ts); Node only shapes the few
 * aggregate rows (shares and buckets by the contracts' rules, the peak hour of at most 24 hourly counts).
 */
export { heatmap } from './heatmap';
export { returningGuests } from './returning-guests';
export { noShowStats } from './no-show-stats';
export { walkInStats } from './walk-in-stats';
export { turnTimes } from './turn-times';
