import { useMediaQuery } from '@mantine/hooks';

/** Mantine's `sm` breakpoint: below it (phones) the editor's modals take the whole screen. */
export const PHONE_QUERY = '(max-width: 48em)';

export const useFullScreenModal = (): boolean =>
  useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false }) ?? false;
