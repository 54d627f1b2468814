/** Guests a specific table takes: floor(seats / 2) (at least 1) to seats (guest spec §5.1). */
export const tableGuestRange = (seats: number) => ({ min: Math.max(1, Math.floor(seats / 2)), max: seats });

/** Fallback maximum for any table when the restaurant has no tables (guest spec §9). */
export const FALLBACK_MAX_GUESTS = 12;

/** Guests an any-table booking takes: 1 to the largest table's seats. */
export const anyTableGuestRange = (seats: number[]) => ({
  min: 1,
  max: seats.length ? Math.max(...seats) : FALLBACK_MAX_GUESTS,
});
