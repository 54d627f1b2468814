/** Phones get cards instead of tables (Mantine's `sm` breakpoint). */
export const PHONE_QUERY = '(max-width: 48em)';
/** Wide enough for a list and the floor plan side by side (Mantine's `lg`). */
export const WIDE_QUERY = '(min-width: 75em)';
/** A tablet held at the host stand (1024×768) and wider: the day's list and the plan side by side (Mantine's `md`). */
export const TABLET_QUERY = '(min-width: 62em)';
