import { Button, Group } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n/translations';
import type { TEditorHistory } from './use-editor-history';

/**
 * Visible Undo and Redo buttons plus the shortcuts: Ctrl+Z / Ctrl+Shift+Z (Cmd on a Mac; `mod` is either) and
 * Ctrl+Y. Inside inputs the browser's own text undo keeps working (useHotkeys ignores INPUT and TEXTAREA).
 */
export function UndoRedo({ history }: { history: TEditorHistory }) {
  const { t } = useTranslation(NAMESPACE);
  // Not while a dialog is open: the shortcut would change the plan behind it, out of sight.
  const unlessDialog = (action: () => Promise<unknown>) => () => {
    if (!document.querySelector('[role="dialog"][aria-modal="true"]')) void action();
  };
  useHotkeys([
    ['mod+Z', unlessDialog(history.undo)],
    ['mod+shift+Z', unlessDialog(history.redo)],
    ['mod+Y', unlessDialog(history.redo)],
  ]);
  return (
    <Group gap="xs">
      <Button
        variant="default"
        size="sm"
        disabled={!history.canUndo || history.busy}
        onClick={() => void history.undo()}
        aria-keyshortcuts="Control+Z Meta+Z"
      >
        {t('history.undo')}
      </Button>
      <Button
        variant="default"
        size="sm"
        disabled={!history.canRedo || history.busy}
        onClick={() => void history.redo()}
        aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z"
      >
        {t('history.redo')}
      </Button>
    </Group>
  );
}
