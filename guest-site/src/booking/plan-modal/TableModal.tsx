import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { TAvailabilitySlot, TRestaurant, TTable } from '@stol/contracts';
import { TablePicker } from '../TablePicker';
import { PanZoom } from './PanZoom';
import { useFocusTrap } from './use-focus-trap';

export interface TTableModalProps {
  restaurant: TRestaurant;
  tables: TTable[];
  selectedId: number | null;
  slot: TAvailabilitySlot | null;
  /** 'Any table is fine' and 'Large party', the same controls as on the page (§2.3: also present here). */
  toggles: ReactNode;
  onSelect: (table: TTable) => void;
  onClose: () => void;
}

/**
 * The phone's full-screen 'Select a Table' (guest spec §2.3): the plan under pan and pinch-zoom, its hints, the
 * two toggles and Close. A modal dialog: labelled by its title, described by the hints, focus kept inside,
 * Escape closes, focus returns to 'View Tables'. Choosing a table closes it: the form is the next step.
 * Loaded only when opened (React.lazy), so the gesture library stays out of the page's first load.
 */
export default function TableModal({
  restaurant,
  tables,
  selectedId,
  slot,
  toggles,
  onSelect,
  onClose,
}: TTableModalProps) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const hintsId = useId();
  // The page under the dialog neither scrolls with the finger nor reaches a screen reader or the keyboard (inert;
  // aria-modal alone is not honoured everywhere). Declared before the focus trap, so on closing the page is live
  // again before focus goes back to 'View Tables'.
  useEffect(() => {
    const page = document.getElementById('root');
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    page?.setAttribute('inert', '');
    return () => {
      document.body.style.overflow = previous;
      page?.removeAttribute('inert');
    };
  }, []);
  useFocusTrap(dialog, onClose);

  // Drawn beside the page, not in it, so the page can be made inert.
  return createPortal(
    <div
      ref={dialog}
      className="plan-modal"
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={hintsId}
      tabIndex={-1}
    >
      <div className="plan-modal-head">
        <h2 id={titleId}>{t('planModal.title')}</h2>
        <button type="button" className="btn btn-small" onClick={onClose}>
          {t('planModal.close')}
        </button>
      </div>
      <p id={hintsId} className="muted plan-modal-hints">
        {t('planModal.hints')}
      </p>
      {toggles}
      <PanZoom>
        <TablePicker
          restaurant={restaurant}
          tables={tables}
          selectedId={selectedId}
          slot={slot}
          onSelect={(table) => {
            onSelect(table);
            onClose();
          }}
        />
      </PanZoom>
    </div>,
    document.body,
  );
}
