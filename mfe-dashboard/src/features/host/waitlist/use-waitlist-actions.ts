import type { TWaitlistEntry } from '@stol/contracts';
import { actionErrorMessage } from '@stol/platform';
import { notifyError, notifySuccess } from '@stol/ui';
import { useTranslation } from 'react-i18next';
import {
  useHostWaitlistCancelMutation,
  useHostWaitlistConvertMutation,
  useHostWaitlistNotifyMutation,
} from '../../../api/host-api';
import { NAMESPACE } from '../../../i18n/translations';

/**
 * Notify, convert and cancel with the day view's toasts: the server's text when it sent one (a conversion's
 * 409 'Cannot create reservation: …'), else the spec's fallback. Convert answers the error text for its dialog.
 */
export function useWaitlistActions() {
  const { t } = useTranslation(NAMESPACE);
  const [notify] = useHostWaitlistNotifyMutation();
  const [convert] = useHostWaitlistConvertMutation();
  const [cancel] = useHostWaitlistCancelMutation();
  return {
    async notify(entry: TWaitlistEntry) {
      try {
        await notify(entry.id).unwrap();
        notifySuccess(t('host.waitlist.toasts.notified', { name: entry.name }));
      } catch (error) {
        notifyError(actionErrorMessage(error, t('host.waitlist.errors.notify')));
      }
    },
    async cancel(entry: TWaitlistEntry) {
      try {
        await cancel(entry.id).unwrap();
        notifySuccess(t('host.waitlist.toasts.cancelled', { name: entry.name }));
      } catch (error) {
        notifyError(actionErrorMessage(error, t('host.waitlist.errors.cancel')));
      }
    },
    /** Null when seated, else the text to show in the dialog. */
    async convert(entry: TWaitlistEntry, tableId: number, tableNumber: number): Promise<string | null> {
      try {
        await convert({ id: entry.id, tableId }).unwrap();
        notifySuccess(t('host.waitlist.toasts.converted', { name: entry.name, number: tableNumber }));
        return null;
      } catch (error) {
        const text = actionErrorMessage(error, t('host.waitlist.errors.convert'));
        notifyError(text);
        return text;
      }
    },
  };
}

export type TWaitlistActions = ReturnType<typeof useWaitlistActions>;
