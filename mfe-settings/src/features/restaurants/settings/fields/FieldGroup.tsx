import { SimpleGrid, Stack, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

/** One section of the settings dialog: a named region with its fields in a grid (one column on phones). */
export function FieldGroup({
  title,
  children,
  columns = 2,
}: {
  title: string;
  children: ReactNode;
  columns?: number;
}) {
  const id = useId();
  return (
    <Stack component="section" aria-labelledby={id} gap="xs">
      <Title order={3} size="h4" id={id}>
        {title}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: columns }} spacing="sm" verticalSpacing="xs">
        {children}
      </SimpleGrid>
    </Stack>
  );
}
