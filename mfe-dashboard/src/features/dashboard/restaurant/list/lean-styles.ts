import type { CSSProperties } from 'react';

/**
 * The day list's cards and action rows as plain elements styled with the theme's variables, where Mantine's
 * Paper, Group and Text were: each of those resolves its props, styles and class names on every draw, and a
 * card of them cost about 10 ms on the tablet at 4× slowdown (issue 22 §7: a day in under 200 ms). They look
 * the same: these are the values those components set. The buttons are LeanButton: Mantine's, as plain elements.
 */
const sized = (size: 'sm' | 'md' | 'lg'): CSSProperties => ({
  margin: 0,
  fontSize: `var(--mantine-font-size-${size})`,
  lineHeight: `var(--mantine-line-height-${size})`,
});

export const LEAN = {
  /** Paper withBorder radius="md" p="xs" */
  card: {
    display: 'block',
    padding: 'var(--mantine-spacing-xs)',
    border: 'calc(0.0625rem * var(--mantine-scale)) solid var(--mantine-color-default-border)',
    borderRadius: 'var(--mantine-radius-md)',
    background: 'var(--mantine-color-body)',
    color: 'var(--mantine-color-text)',
  },
  /** Group justify="space-between" wrap="nowrap" align="baseline" */
  cardHead: {
    display: 'flex',
    justifyContent: 'space-between',
    alignItems: 'baseline',
    flexWrap: 'nowrap',
    gap: 'var(--mantine-spacing-md)',
  },
  /** Text fw={700} size="lg" */
  time: { ...sized('lg'), fontWeight: 700 },
  /** Text fw={600} */
  name: { ...sized('md'), fontWeight: 600, overflowWrap: 'anywhere' },
  /** Text size="sm" c="dimmed" */
  guestLine: { ...sized('sm'), color: 'var(--mantine-color-dimmed)', overflowWrap: 'anywhere' },
  /** Text size="sm" mb={6} */
  party: { ...sized('sm'), marginBottom: 'calc(0.375rem * var(--mantine-scale))' },
  /** Group gap={6} */
  actions: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: 'calc(0.375rem * var(--mantine-scale))',
  },
} satisfies Record<string, CSSProperties>;
