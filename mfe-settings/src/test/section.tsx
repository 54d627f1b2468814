import { jest } from '@jest/globals';
import type { TRestaurant, TRestaurantPatch, TUser } from '@stol/contracts';
import { aRestaurant, aUser, renderRemote } from '@stol/platform/testing';
import { UiProvider } from '@stol/ui';
import { MantineTestMode } from '@stol/ui/testing';
import { useState, type ComponentType } from 'react';
import { mergeDraft } from '../features/restaurants/settings/draft';
import type { SettingsSectionProps } from '../features/restaurants/settings/section-props';
import '../i18n/translations';

/**
 * One settings section as the restaurant settings dialog renders it: signed in, inside the platform and UI
 * providers, with a draft that onDraftChange merges into. `onDraftChange` records every patch.
 */
export function renderSection(
  Section: ComponentType<SettingsSectionProps>,
  {
    restaurant = aRestaurant(),
    user = aUser({ role: 'superadmin', language: 'en' }),
    draft: initialDraft = {},
  }: { restaurant?: TRestaurant; user?: TUser; draft?: TRestaurantPatch } = {},
) {
  const onDraftChange = jest.fn<(patch: TRestaurantPatch) => void>();
  let latest = initialDraft;
  function Harness() {
    const [draft, setDraft] = useState(initialDraft);
    return (
      <Section
        restaurant={restaurant}
        draft={draft}
        onDraftChange={(patch) => {
          onDraftChange(patch);
          setDraft((current) => (latest = mergeDraft(current, patch)));
        }}
      />
    );
  }
  const view = renderRemote({
    App: Harness,
    mountPath: '/restaurants',
    user,
    providers: [UiProvider, MantineTestMode],
  });
  return { ...view, onDraftChange, draft: () => latest };
}
