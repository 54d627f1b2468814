import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../ui/ModalDialog';

/**
 * 'Cancel Reservation' on the modify screen asks first (issue 23 §4), like the reservation page's cancel dialog:
 * 'Keep Reservation' (or Escape) closes it, 'Cancel Reservation' cancels.
 */
export function ConfirmCancelDialog({
  summary,
  busy,
  onKeep,
  onCancel,
}: {
  /** The booking in one line: restaurant, date and time, guests. */
  summary: string;
  busy: boolean;
  onKeep: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const textId = useId();
  return (
    <ModalDialog className="cancel-modal" labelledBy={titleId} describedBy={textId} onClose={onKeep}>
      <div className="cancel-modal-panel">
        <div className="cancel-modal-head">
          <h2 id={titleId}>{t('modify.confirmTitle')}</h2>
        </div>
        <div className="card">
          <p id={textId}>
            <strong>{summary}</strong>
            <br />
            {t('modify.confirmText')}
          </p>
          <div className="actions">
            <button type="button" className="btn" onClick={onKeep} autoFocus>
              {t('cancel.keep')}
            </button>
            <button type="button" className="btn btn-danger" disabled={busy} onClick={onCancel}>
              {t('cancel.confirm')}
            </button>
          </div>
        </div>
      </div>
    </ModalDialog>
  );
}
