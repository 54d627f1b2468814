import type { TLargePartyRequest } from '@stol/contracts';
import { actionErrorMessage } from '@stol/platform';
import { notifySuccess } from '@stol/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLargePartyCancelMutation, useLargePartyConvertMutation } from '../../../api/large-party-api';
import { NAMESPACE } from '../../../i18n/translations';
import { tablesText } from './tables-text';

/**
 * Convert and cancel for one request. A failure stays on the card (the server's text, e.g. the 409 'Cannot
 * create reservation: Table 4 (19:00-21:00) are already reserved.', else the staff spec's fallback) until the
 * next try; success is a toast.
 */
export function useLargePartyActions(request: TLargePartyRequest) {
  const { t } = useTranslation(NAMESPACE);
  const [convert, converting] = useLargePartyConvertMutation();
  const [cancel, cancelling] = useLargePartyCancelMutation();
  const [error, setError] = useState<string | null>(null);

  return {
    error,
    setError,
    busy: converting.isLoading || cancelling.isLoading,
    async convert(tableIds: number[], tableNumbers: number[]) {
      if (tableIds.length === 0) {
        setError(t('largeParty.selectTable'));
        return;
      }
      setError(null);
      try {
        await convert({ id: request.id, tableIds }).unwrap();
        notifySuccess(t('largeParty.converted', { name: request.name, tables: tablesText(tableNumbers) }));
      } catch (failure) {
        setError(actionErrorMessage(failure, t('largeParty.convertFailed')));
      }
    },
    async cancel() {
      setError(null);
      try {
        await cancel(request.id).unwrap();
        notifySuccess(t('largeParty.cancelled', { name: request.name }));
      } catch (failure) {
        setError(actionErrorMessage(failure, t('largeParty.cancelFailed')));
      }
    },
  };
}
