import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../ui/ModalDialog';
import { CancelCard } from './CancelCard';

/**
 * The reservation page's cancel confirmation for a link with ?cancelToken (guest spec §2.3): the booking and
 * 'Keep Reservation' / 'Cancel Reservation' over the page. Keeping it, Close or Escape close the dialog.
 */
export function CancelDialog({ token, onClose }: { token: string; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <ModalDialog className="cancel-modal" labelledBy={titleId} onClose={onClose}>
      <div className="cancel-modal-panel">
        <div className="cancel-modal-head">
          <h2 id={titleId}>{t('cancel.title')}</h2>
          <button type="button" className="btn btn-small" onClick={onClose}>
            {t('planModal.close')}
          </button>
        </div>
        <CancelCard token={token} onKeep={onClose} />
      </div>
    </ModalDialog>
  );
}
