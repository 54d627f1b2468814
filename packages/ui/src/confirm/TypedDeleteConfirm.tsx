import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState, type ReactNode } from 'react';

/** The word to type, in every language (staff spec §5: the text must be exactly Delete). */
export const DELETE_CONFIRMATION_WORD = 'Delete';

export interface TTypedDeleteConfirmProps {
  opened: boolean;
  onClose: () => void;
  /** Called when the confirm button is pressed, which it can be only once the word is typed exactly. */
  onConfirm: () => void;
  /** The deleting request is under way: the confirm button shows it and cannot be pressed again. */
  loading?: boolean;
  /** Every visible string in the user's language; `instruction` tells them to type Delete. */
  labels: {
    title: string;
    instruction: string;
    input: string;
    cancel: string;
    confirm: string;
    /** The accessible name of the dialog's close (×) button. */
    close: string;
  };
  /** Shown between the input and the buttons, e.g. why the last attempt was refused. */
  children?: ReactNode;
  fullScreen?: boolean;
  centered?: boolean;
}

/**
 * A destructive action confirmed by typing DELETE_CONFIRMATION_WORD (staff spec §5: deleting a reservation or a
 * table). What is deleted, and how, is the caller's: this dialog only decides when the confirm button is enabled.
 */
export function TypedDeleteConfirm(props: TTypedDeleteConfirmProps) {
  const { opened, onClose, labels, fullScreen, centered } = props;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={labels.title}
      fullScreen={fullScreen}
      centered={centered}
      closeButtonProps={{ 'aria-label': labels.close }}
    >
      {/* Mounted only while the dialog is open, so the typed word starts empty every time it opens. */}
      <ConfirmBody {...props} />
    </Modal>
  );
}

function ConfirmBody({ onClose, onConfirm, loading, labels, children }: TTypedDeleteConfirmProps) {
  const [typed, setTyped] = useState('');
  return (
    <Stack>
      <Text size="sm">{labels.instruction}</Text>
      <TextInput
        label={labels.input}
        value={typed}
        autoComplete="off"
        data-autofocus
        onChange={(event) => setTyped(event.currentTarget.value)}
      />
      {children}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {labels.cancel}
        </Button>
        <Button
          // red.9: white text at 5.5:1 (on the default red.6 it would be 3.3:1).
          color="red.9"
          disabled={typed !== DELETE_CONFIRMATION_WORD}
          loading={loading}
          onClick={onConfirm}
        >
          {labels.confirm}
        </Button>
      </Group>
    </Stack>
  );
}
