import { LARGE_PARTY_MIN_DAYS_AHEAD_MAX, largePartyMinDaysAhead, RESTAURANT_DEFAULTS } from '@stol/contracts';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../../i18n/translations';
import { DraftNumberInput } from '../fields/DraftNumberInput';
import { FieldGroup } from '../fields/FieldGroup';
import { useDraftErrors } from '../fields/use-draft-errors';
import type { SettingsSectionProps } from '../section-props';

/**
 * The party sizes booked as a large-party request (stored in the floor plan settings; §9 defaults 7–20), and the
 * notice such a request needs (issue 23 §5: largePartyMinDaysAhead, 0–60, default 5; the guest form says it).
 */
export function LargePartiesSection({ restaurant, draft, onDraftChange }: SettingsSectionProps) {
  const { t } = useTranslation(NAMESPACE);
  const errorOf = useDraftErrors(restaurant, draft);
  const from =
    draft.floorplan?.largePartyFrom ??
    restaurant.floorplan.largePartyFrom ??
    RESTAURANT_DEFAULTS.largePartyFrom;
  const to =
    draft.floorplan?.largePartyTo ?? restaurant.floorplan.largePartyTo ?? RESTAURANT_DEFAULTS.largePartyTo;
  const minDays = draft.floorplan?.largePartyMinDaysAhead ?? largePartyMinDaysAhead(restaurant.floorplan);
  return (
    <FieldGroup title={t('restaurants.settings.largeParties.title')}>
      <DraftNumberInput
        label={t('restaurants.settings.largeParties.from')}
        value={from}
        error={errorOf('floorplan.largePartyFrom')}
        onValue={(value) => onDraftChange({ floorplan: { largePartyFrom: value } })}
      />
      <DraftNumberInput
        label={t('restaurants.settings.largeParties.to')}
        value={to}
        error={errorOf('floorplan.largePartyTo')}
        onValue={(value) => onDraftChange({ floorplan: { largePartyTo: value } })}
      />
      <DraftNumberInput
        label={t('restaurants.settings.largeParties.minDaysAhead')}
        value={minDays}
        min={0}
        max={LARGE_PARTY_MIN_DAYS_AHEAD_MAX}
        error={errorOf('floorplan.largePartyMinDaysAhead')}
        onValue={(value) => onDraftChange({ floorplan: { largePartyMinDaysAhead: value } })}
      />
    </FieldGroup>
  );
}
