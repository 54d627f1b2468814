/** Mantine's `sm` breakpoint: below it the table's rows become cards and the settings dialog fills the screen. */
export const PHONE_QUERY = '(max-width: 48em)';
