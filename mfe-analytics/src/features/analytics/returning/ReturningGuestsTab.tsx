import type { TRestaurantOption, TReturningGuest } from '@stol/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAnalyticsReturningGuestsQuery } from '../../../api/analytics-api';
import { DefinitionsHelp } from '../../../components/DefinitionsHelp';
import { NAMESPACE } from '../../../i18n/translations';
import { QueryView } from '../shared/QueryView';
import type { TGuestDialog } from './GuestActions';
import { GuestDetailsDialog } from './GuestDetailsDialog';
import { IdentitiesDialog } from './IdentitiesDialog';
import { PageButtons } from './PageButtons';
import { ReturningGuestList } from './ReturningGuestList';

type TOpenDialog = { kind: TGuestDialog; guest: TReturningGuest } | null;

/**
 * Returning guests (guest spec §2.15): grouped by phone, 2+ reservations, most visits first (the API's order),
 * a page at a time; each guest opens the linked identities and the guest's details. Not by period: the spec's
 * list covers all time.
 */
export function ReturningGuestsTab({ restaurant }: { restaurant: TRestaurantOption }) {
  const { t } = useTranslation(NAMESPACE);
  const [page, setPage] = useState(1);
  const [dialog, setDialog] = useState<TOpenDialog>(null);
  const query = useAnalyticsReturningGuestsQuery({ restaurantId: restaurant.id, page });
  return (
    <>
      <QueryView
        query={query}
        isEmpty={(data) => data.total === 0}
        emptyText={t('analytics.returning.empty')}
      >
        {(data) => (
          <>
            <ReturningGuestList guests={data.guests} onOpen={(kind, guest) => setDialog({ kind, guest })} />
            <PageButtons
              page={data.page}
              pageSize={data.pageSize}
              total={data.total}
              onPageChange={setPage}
            />
          </>
        )}
      </QueryView>
      <IdentitiesDialog
        guest={dialog?.kind === 'identities' ? dialog.guest : null}
        onClose={() => setDialog(null)}
      />
      <GuestDetailsDialog
        guest={dialog?.kind === 'details' ? dialog.guest : null}
        onClose={() => setDialog(null)}
      />
      <DefinitionsHelp keys={['mainSet', 'returningGuests']} />
    </>
  );
}
