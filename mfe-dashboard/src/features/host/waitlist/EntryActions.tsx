import { Button, Group } from '@mantine/core';
import type { TWaitlistEntry } from '@stol/contracts';
import { ConfirmDialog } from '@stol/ui/confirm';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n/translations';
import { useControlSize } from '../control-size';
import type { TWaitlistActions } from './use-waitlist-actions';

/**
 * Notify (while waiting), seat and cancel one party in line: the same buttons in the table and on a card.
 * Cancel names the party and asks first (issue 19 §4): the list reorders live, and one click on a row that had
 * just moved under the pointer removed another party.
 */
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
  const [confirming, setConfirming] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const names = { name: entry.name, count: entry.partySize };
  const cancel = async () => {
    setCancelling(true);
    await actions.cancel(entry);
    setCancelling(false);
    setConfirming(false);
  };
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
      <Button
        size={buttonSize}
        color="red.9"
        variant="outline"
        aria-label={t('host.waitlist.actions.cancelNamed', { name: entry.name })}
        onClick={() => setConfirming(true)}
      >
        {t('host.waitlist.actions.cancel')}
      </Button>
      <ConfirmDialog
        opened={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={() => void cancel()}
        loading={cancelling}
        labels={{
          title: t('host.waitlist.confirmCancel.title', names),
          message: t('host.waitlist.confirmCancel.message', names),
          confirm: t('host.waitlist.confirmCancel.confirm', names),
          cancel: t('host.waitlist.confirmCancel.keep'),
          close: t('host.waitlist.confirmCancel.close'),
        }}
      />
    </Group>
  );
}
