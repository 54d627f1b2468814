import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';

/**
 * The undo-clear toast's content (staff spec §2: visible 10 seconds). It receives its texts and the undo call
 * ready-made: toasts render in the UI provider's container, outside this remote's tree.
 */
export function UndoClearToast({
  text,
  undoLabel,
  onUndo,
}: {
  text: string;
  undoLabel: string;
  onUndo: () => Promise<boolean>;
}) {
  const [state, setState] = useState<'idle' | 'busy' | 'done'>('idle');
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <Text size="sm">{text}</Text>
      {state !== 'done' && (
        <Button
          size="compact-sm"
          variant="outline"
          // A long text (the no-show toast names the guest) must not squeeze the button to 'Und'.
          style={{ flexShrink: 0 }}
          loading={state === 'busy'}
          onClick={() => {
            setState('busy');
            void onUndo().then((undone) => setState(undone ? 'done' : 'idle'));
          }}
        >
          {undoLabel}
        </Button>
      )}
    </Group>
  );
}
