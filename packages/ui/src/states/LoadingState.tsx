import { Center, Loader, VisuallyHidden } from '@mantine/core';

/** A centred spinner announced to screen readers as a polite status. */
export function LoadingState({ label = 'Loading' }: { label?: string }) {
  return (
    <Center role="status" aria-live="polite" aria-busy="true" py="xl">
      <Loader aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </Center>
  );
}
