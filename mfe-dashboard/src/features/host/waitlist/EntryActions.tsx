import { Button, Group } from '@mantine/core';
import type { TWaitlistEntry } from '@stol/contracts';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n/translations';
import { useControlSize } from '../control-size';
import type { TWaitlistActions } from './use-waitlist-actions';

/** Notify (while waiting), seat and cancel one party in line: the same buttons in the table and on a card. */
export function EntryActions({
  entry,
  actions,
  onSeat,
}: {
  entry: TWaitlistEntry;
  actions: TWaitlistActions;
  onSeat: (entry: TWaitlistEntry) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const buttonSize = useControlSize() === 'lg' ? 'md' : 'compact-sm';
  return (
    <Group
      gap={6}
      wrap="nowrap"
      role="group"
      aria-label={t('host.waitlist.actions.group', { name: entry.name })}
    >
      {entry.status === 'waiting' && (
        <Button size={buttonSize} variant="light" onClick={() => void actions.notify(entry)}>
          {t('host.waitlist.actions.notify')}
        </Button>
      )}
      <Button size={buttonSize} onClick={() => onSeat(entry)}>
        {t('host.waitlist.actions.seat')}
      </Button>
      <Button size={buttonSize} color="red.9" variant="outline" onClick={() => void actions.cancel(entry)}>
        {t('host.waitlist.actions.cancel')}
      </Button>
    </Group>
  );
}
