import { useMediaQuery } from '@mantine/hooks';

/** Phones get cards instead of wide tables (Mantine's `sm` breakpoint, as the dashboard). */
const PHONE_QUERY = '(max-width: 48em)';

export const usePhone = (): boolean =>
  useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false }) ?? false;
