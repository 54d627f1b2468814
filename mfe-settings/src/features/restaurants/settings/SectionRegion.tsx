import { Stack, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

/**
 * One section of the settings dialog as a named region with its heading (the dialog's other sections use the
 * same heading level and size), holding whatever the section lays out.
 */
export function SectionRegion({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Stack component="section" aria-labelledby={id} gap="sm">
      <Title order={3} size="h4" id={id}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}
