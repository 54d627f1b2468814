import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import type { TWaitlistEntry } from '@stol/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n/translations';
import { useControlSize } from '../control-size';
import type { TFreeTable } from '../tables/free-tables';
import { TableSelect } from '../tables/TableSelect';
import type { TWaitlistActions } from './use-waitlist-actions';

interface ConvertDialogProps {
  entry: TWaitlistEntry | null;
  /** Tables free now that seat the party. */
  free: readonly TFreeTable[];
  /** The free tables are not known yet (issue 19 §5). */
  loadingTables?: boolean;
  actions: TWaitlistActions;
  onClose: () => void;
}

/**
 * Seat a waiting party (staff spec §5): pick a free table that seats them; none picked is 'Pick a table to
 * convert'; a conflict shows the server's text here (and as a toast) and the dialog stays open to pick again.
 */
export function ConvertDialog({ entry, free, loadingTables, actions, onClose }: ConvertDialogProps) {
  const { t } = useTranslation(NAMESPACE);
  const size = useControlSize();
  const [tableId, setTableId] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const close = () => {
    setTableId('');
    setFailure(null);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!entry) return;
    const chosen = free.find((f) => String(f.table.id) === tableId)?.table;
    if (!chosen) return setFailure(t('host.waitlist.errors.pickTable'));
    setBusy(true);
    const problem = await actions.convert(entry, chosen.id, chosen.number);
    setBusy(false);
    if (problem) setFailure(problem);
    else close();
  };

  return (
    <Modal
      opened={entry !== null}
      onClose={close}
      title={entry ? t('host.waitlist.convert.title', { name: entry.name, count: entry.partySize }) : ''}
      closeButtonProps={{ 'aria-label': t('host.waitlist.convert.close') }}
    >
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="md">
          <TableSelect
            label={t('host.waitlist.convert.table')}
            free={free}
            loading={loadingTables}
            value={tableId}
            onChange={(value) => {
              setTableId(value);
              setFailure(null);
            }}
          />
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button type="submit" size={size} loading={busy}>
              {t('host.waitlist.convert.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
