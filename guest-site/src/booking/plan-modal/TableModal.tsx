import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TAvailabilitySlot, TPublicRestaurant, TTable } from '@stol/contracts';
import type { TBookingMode } from '../mode';
import { TablePicker } from '../TablePicker';
import { PanZoom } from './PanZoom';
import { phoneFit } from './zoom';
import { tablesToShow } from './tables-to-show';
import { brandStyle } from '../../ui/brand';
import { ModalDialog } from '../../ui/ModalDialog';

export interface TTableModalProps {
  restaurant: TPublicRestaurant;
  tables: TTable[];
  selectedId: number | null;
  slot: TAvailabilitySlot | null;
  slots?: readonly TAvailabilitySlot[];
  mode: TBookingMode;
  /** The choice the plan shows, 'Tonight 19:00 · 2 guests' (issue 23 §2), in the dialog's header. */
  summary?: string;
  /** 'Any table is fine' and 'Large party', the same controls as on the page (§2.3: also present here). */
  toggles: ReactNode;
  onSelect: (table: TTable) => void;
  /** A table and a time offered instead of one that cannot be had. */
  onSelectAt?: (table: TTable, time: string) => void;
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
  slots,
  mode,
  summary,
  toggles,
  onSelect,
  onSelectAt = (table) => onSelect(table),
  onClose,
}: TTableModalProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const hintsId = useId();
  // Every table's tap target at least 44 px at the opening zoom (issue 23 §2): set once the viewport is laid out.
  const [minHitSize, setMinHitSize] = useState<number | undefined>(undefined);
  const fit = (viewport: { width: number; height: number }) => {
    const { free, chosen } = tablesToShow(tables, slot, selectedId, mode);
    const opening = phoneFit(tables, viewport, free, chosen);
    setMinHitSize(opening.minHitSize);
    return opening.view;
  };
  return (
    <ModalDialog
      className="plan-modal"
      labelledBy={titleId}
      describedBy={hintsId}
      onClose={onClose}
      // The chosen table is drawn in the restaurant's colour here too.
      style={brandStyle(restaurant.brandColors)}
    >
      <div className="plan-modal-head">
        <div>
          <h2 id={titleId}>{t('planModal.title')}</h2>
          {summary && <p className="plan-modal-summary">{summary}</p>}
        </div>
        <button type="button" className="btn btn-small" onClick={onClose}>
          {t('planModal.close')}
        </button>
      </div>
      <p id={hintsId} className="muted plan-modal-hints">
        {t('planModal.hints')}
      </p>
      {toggles}
      {/* The legend above the plan, why a table cannot be had and its alternatives below it. */}
      <TablePicker
        restaurant={restaurant}
        tables={tables}
        selectedId={selectedId}
        slot={slot}
        slots={slots}
        mode={mode}
        minHitSize={minHitSize}
        frame={(plan) => <PanZoom fit={fit}>{plan}</PanZoom>}
        onSelect={(table) => {
          onSelect(table);
          onClose();
        }}
        onSelectAt={(table, time) => {
          onSelectAt(table, time);
          onClose();
        }}
      />
    </ModalDialog>
  );
}
