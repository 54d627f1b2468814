import { Box, Group, UnstyledButton } from '@mantine/core';
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TSideTab {
  key: string;
  label: string;
  panel: ReactNode;
}

/**
 * The day view's side column (issue 22 §4): the floor plan, the waitlist and walk-in, large parties, one tap apart.
 * A WAI-ARIA tablist of our own (arrow keys, Home, End): Mantine's Tabs are not in the shared component set and
 * would grow every page. Only the chosen panel is mounted.
 */
export function SideTabs({
  label,
  tabs,
  selected,
  onSelect,
}: {
  label: string;
  tabs: readonly TSideTab[];
  selected: string;
  onSelect: (key: string) => void;
}) {
  const id = useId();
  const refs = useRef(new Map<string, HTMLButtonElement>());
  const current = tabs.find((tab) => tab.key === selected) ?? tabs[0]!;
  const move = (event: KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % tabs.length
        : event.key === 'ArrowLeft'
          ? (index + last) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    onSelect(tabs[next]!.key);
    refs.current.get(tabs[next]!.key)?.focus();
  };
  return (
    <Box>
      <Group role="tablist" aria-label={label} gap={4} mb="sm" wrap="wrap">
        {tabs.map((tab, index) => {
          const active = tab.key === current.key;
          return (
            <UnstyledButton
              key={tab.key}
              ref={(node) => {
                if (node) refs.current.set(tab.key, node);
                else refs.current.delete(tab.key);
              }}
              role="tab"
              id={`${id}-tab-${tab.key}`}
              aria-selected={active}
              aria-controls={`${id}-panel`}
              tabIndex={active ? 0 : -1}
              onClick={() => onSelect(tab.key)}
              onKeyDown={(event) => move(event, index)}
              px="md"
              py={8}
              style={{
                borderRadius: 6,
                fontWeight: 600,
                fontSize: 'var(--mantine-font-size-sm)',
                minHeight: 40,
                background: active ? 'var(--mantine-color-blue-9)' : 'var(--mantine-color-gray-1)',
                color: active ? '#fff' : 'var(--mantine-color-dark-9)',
              }}
            >
              {tab.label}
            </UnstyledButton>
          );
        })}
      </Group>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${current.key}`}>
        {current.panel}
      </div>
    </Box>
  );
}
