import { Box, type MantineFontSize } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A bulleted list. Not Mantine's List: the shared @mantine/core copy keeps every component any app imports and every
 * cold page (/login too) downloads it; a plain ul in Box needs nothing new in it.
 */
export function BulletList({
  children,
  size,
  mt,
  'aria-label': ariaLabel,
}: {
  children: ReactNode;
  size?: MantineFontSize;
  mt?: string;
  'aria-label'?: string;
}) {
  return (
    <Box component="ul" m={0} mt={mt} pl="lg" fz={size} aria-label={ariaLabel}>
      {children}
    </Box>
  );
}

/** One item of a BulletList, spaced like Mantine's List with `spacing={4}`. */
export function BulletItem({ children }: { children: ReactNode }) {
  return (
    <Box component="li" mt={4}>
      {children}
    </Box>
  );
}
