import { Button, Group } from '@mantine/core';
import type { TReturningGuest } from '@stol/contracts';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n/translations';

export type TGuestDialog = 'identities' | 'details';

/** A returning guest's two buttons: the linked identities and the guest's details (guest spec §2.15). */
export function GuestActions({
  guest,
  onOpen,
}: {
  guest: TReturningGuest;
  onOpen: (kind: TGuestDialog, guest: TReturningGuest) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const count = guest.identities.length;
  return (
    <Group gap="xs" wrap="nowrap">
      <Button
        variant="light"
        size="compact-sm"
        // The visible words first, then whose: the name a screen reader hears contains what is seen.
        aria-label={t('analytics.returning.identitiesOf', { count, name: guest.name })}
        onClick={() => onOpen('identities', guest)}
      >
        {t('analytics.returning.identities', { count })}
      </Button>
      <Button
        variant="default"
        size="compact-sm"
        aria-label={t('analytics.returning.detailsOf', { name: guest.name })}
        onClick={() => onOpen('details', guest)}
      >
        {t('analytics.returning.details')}
      </Button>
    </Group>
  );
}
