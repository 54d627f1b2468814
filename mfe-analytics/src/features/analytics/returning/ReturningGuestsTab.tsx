import { Button, Group, Table } from '@mantine/core';
import type { TRestaurantOption, TReturningGuest } from '@stol/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAnalyticsReturningGuestsQuery } from '../../../api/analytics-api';
import { DefinitionsHelp } from '../../../components/DefinitionsHelp';
import { NAMESPACE } from '../../../i18n/translations';
import { QueryView } from '../shared/QueryView';
import { GuestDetailsDialog } from './GuestDetailsDialog';
import { IdentitiesDialog } from './IdentitiesDialog';
import { PageButtons } from './PageButtons';

type TOpenDialog = { kind: 'identities' | 'details'; guest: TReturningGuest } | null;

/**
 * Returning guests (guest spec §2.15): grouped by phone, 2+ reservations, most visits first (the API's order),
 * a page at a time; each row opens the linked identities and the guest's details. Not by period: the spec's
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
            <Table.ScrollContainer minWidth={640}>
              <Table striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('analytics.returning.name')}</Table.Th>
                    <Table.Th>{t('analytics.returning.phone')}</Table.Th>
                    <Table.Th>{t('analytics.returning.email')}</Table.Th>
                    <Table.Th>{t('analytics.returning.visits')}</Table.Th>
                    <Table.Th>{t('analytics.returning.actions')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.guests.map((guest) => (
                    <Table.Tr key={guest.phone}>
                      <Table.Td>{guest.name}</Table.Td>
                      <Table.Td>{guest.phone}</Table.Td>
                      <Table.Td>{guest.email ?? t('analytics.returning.noEmail')}</Table.Td>
                      <Table.Td>{guest.visitCount}</Table.Td>
                      <Table.Td>
                        <Group gap="xs" wrap="nowrap">
                          <Button
                            variant="light"
                            size="compact-sm"
                            aria-label={t('analytics.returning.identitiesOf', { name: guest.name })}
                            onClick={() => setDialog({ kind: 'identities', guest })}
                          >
                            {t('analytics.returning.identities')} ({guest.identities.length})
                          </Button>
                          <Button
                            variant="default"
                            size="compact-sm"
                            aria-label={t('analytics.returning.detailsOf', { name: guest.name })}
                            onClick={() => setDialog({ kind: 'details', guest })}
                          >
                            {t('analytics.returning.details')}
                          </Button>
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
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
