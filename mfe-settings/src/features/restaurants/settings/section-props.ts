import type { TRestaurant, TRestaurantPatch } from '@stol/contracts';

/**
 * What every section of the restaurant settings dialog receives. `restaurant` is the saved state, `draft` the
 * unsaved changes so far (a ZRestaurantPatch body); a section reports its own edits by calling onDraftChange with
 * a partial patch, which the dialog merges into the draft (draft.ts mergeDraft: top-level keys replace, so
 * `specialHours` is sent whole; `theme.featureFlags`, `theme.notifications`, `floorplan` and `brandColors` merge key
 * by key, as the server merges them). Save previews and sends the whole draft.
 */
export type SettingsSectionProps = {
  restaurant: TRestaurant;
  draft: TRestaurantPatch;
  onDraftChange: (patch: TRestaurantPatch) => void;
};
