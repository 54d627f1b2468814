import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aUser, renderRemote } from '@stol/platform/testing';
import { UiProvider } from '@stol/ui';
import { useEffect, useState } from 'react';
import { initialFilterValues, type TFilterValues } from './filter-values';
import { ReservationFilters } from './ReservationFilters';

/**
 * The search box against the URL it writes to. The URL's search follows the box after a pause in typing; the box
 * follows the URL when the URL changes for another reason. Found in the e2e suite: text typed while the previous
 * search was on its way to the URL was overwritten by that older search when the URL caught up.
 */
let setUrlSearch: (q: string) => void = () => undefined;
const applied: Partial<TFilterValues>[] = [];

function Filters() {
  const [q, setQ] = useState('');
  useEffect(() => {
    setUrlSearch = setQ;
  }, []);
  return (
    <ReservationFilters
      values={{ ...initialFilterValues('2026-07-01'), q }}
      onChange={(patch) => applied.push(patch)}
      onExport={() => undefined}
      exporting={false}
      total={3}
      restaurants={null}
      timeSlots={[]}
    />
  );
}

beforeEach(() => {
  applied.length = 0;
});

it('keeps what was typed while an older search reached the URL, and follows any other change of the URL', async () => {
  const user = userEvent.setup();
  renderRemote({ App: Filters, mountPath: '/reservations', user: aUser(), providers: [UiProvider] });
  const box = screen.getByRole('searchbox', { name: 'Search' });

  await user.type(box, 'Tomić');
  await waitFor(() => expect(applied).toEqual([{ q: 'Tomić' }]));
  // The user goes on typing; only then does the URL show the search applied a moment ago.
  await user.type(box, ' 12');
  act(() => setUrlSearch('Tomić'));
  expect(box).toHaveValue('Tomić 12');
  // …and what they typed is applied in turn.
  await waitFor(() => expect(applied).toEqual([{ q: 'Tomić' }, { q: 'Tomić 12' }]));
  act(() => setUrlSearch('Tomić 12'));
  expect(box).toHaveValue('Tomić 12');

  // A search from elsewhere (the back button, a link) replaces the box's text and is not applied again.
  act(() => setUrlSearch('Horvat'));
  expect(box).toHaveValue('Horvat');
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(applied).toHaveLength(2);
});

it('Enter applies the search at once', async () => {
  const user = userEvent.setup();
  renderRemote({ App: Filters, mountPath: '/reservations', user: aUser(), providers: [UiProvider] });
  await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'Ana{Enter}');
  expect(applied).toEqual([{ q: 'Ana' }]);
});
