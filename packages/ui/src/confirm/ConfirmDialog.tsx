import { Button, Group, Modal, Stack, Text } from '@mantine/core';

export interface TConfirmDialogProps {
  opened: boolean;
  onClose: () => void;
  onConfirm: () => void;
  /** The confirming request is under way: the confirm button shows it and cannot be pressed again. */
  loading?: boolean;
  /**
   * Every visible string in the user's language. The title and message name what is affected (the guest), so a
   * list that reorders under the pointer cannot turn one click into the wrong row's action (issue 19 §4).
   */
  labels: { title: string; message: string; cancel: string; confirm: string; close: string };
  fullScreen?: boolean;
}

/** A destructive action asked once more, naming what it acts on; Cancel (or Escape) keeps everything. */
export function ConfirmDialog({
  opened,
  onClose,
  onConfirm,
  loading,
  labels,
  fullScreen,
}: TConfirmDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={labels.title}
      fullScreen={fullScreen}
      centered
      closeButtonProps={{ 'aria-label': labels.close }}
    >
      <Stack>
        <Text size="sm">{labels.message}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-autofocus>
            {labels.cancel}
          </Button>
          {/* red.9: white text at 5.5:1 (on the default red.6 it would be 3.3:1). */}
          <Button color="red.9" loading={loading} onClick={onConfirm}>
            {labels.confirm}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
