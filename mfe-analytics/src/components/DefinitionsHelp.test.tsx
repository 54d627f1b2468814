import { ANALYTICS_DEFINITIONS } from '@stol/contracts';
import { aUser } from '@stol/platform/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPart } from '../test/render-part';
import { DefinitionsHelp } from './DefinitionsHelp';

describe('DefinitionsHelp', () => {
  it('opens, in the reader’s language, exactly the definitions the screen names, and closes again', async () => {
    renderPart(<DefinitionsHelp keys={['noShows', 'covers']} />, aUser({ role: 'staff', language: 'hr' }));
    const toggle = screen.getByRole('button', { name: 'Što znače ove brojke?' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('list')).toBeNull();

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const list = screen.getByRole('list');
    expect(toggle).toHaveAttribute('aria-controls', list.id);
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual([ANALYTICS_DEFINITIONS.hr.noShows, ANALYTICS_DEFINITIONS.hr.covers]);

    await userEvent.click(toggle);
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('speaks English to an English reader', async () => {
    renderPart(<DefinitionsHelp keys={['largeParties']} />, aUser({ role: 'superadmin', language: 'en' }));
    await userEvent.click(screen.getByRole('button', { name: 'What do these figures mean?' }));
    expect(screen.getByRole('listitem')).toHaveTextContent('Large parties have 7 or more guests.');
  });
});
