import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TAvailabilitySlot, TPublicRestaurant, TTable } from '@stol/contracts';
import { TablePicker } from '../TablePicker';
import { PanZoom } from './PanZoom';
import { ModalDialog } from '../../ui/ModalDialog';

export interface TTableModalProps {
  restaurant: TPublicRestaurant;
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
  const titleId = useId();
  const hintsId = useId();
  return (
    <ModalDialog className="plan-modal" labelledBy={titleId} describedBy={hintsId} onClose={onClose}>
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
    </ModalDialog>
  );
}
