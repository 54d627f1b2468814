import type { Dispatch, SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import type { TTable } from '@stol/contracts';
import { setLargeParty, tickAnyTable, togglesShown, type TBookingMode, type TLargePartyRange } from './mode';

interface TProps {
  mode: TBookingMode;
  setMode: Dispatch<SetStateAction<TBookingMode>>;
  tables: readonly TTable[];
  large: TLargePartyRange;
}

/** 'Any table is fine' and 'Large party (N+ guests)' (guest spec §2.3, rules of §4): beside the plan and in the phone's plan dialog. */
export function ModeToggles({ mode, setMode, tables, large }: TProps) {
  const { t } = useTranslation();
  // A large party is on 'any table' underneath (§4), but only its own toggle shows ticked (issue 23 §5).
  const shown = togglesShown(mode);
  return (
    <div className="toggles">
      <label className="toggle">
        <input
          type="checkbox"
          checked={shown.anyTable}
          onChange={(event) => setMode((m) => tickAnyTable(m, event.target.checked, tables, large))}
        />
        {t('mode.anyTable')}
      </label>
      <label className="toggle">
        <input
          type="checkbox"
          checked={shown.largeParty}
          onChange={(event) => setMode((m) => setLargeParty(m, event.target.checked, tables, large))}
        />
        {t('mode.largeParty', { from: large.from })}
      </label>
    </div>
  );
}
