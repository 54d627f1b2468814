/** Phones get cards instead of tables (Mantine's `sm` breakpoint). */
export const PHONE_QUERY = '(max-width: 48em)';
/** Wide enough for a list and the floor plan side by side (Mantine's `lg`). */
export const WIDE_QUERY = '(min-width: 75em)';
