import { jest } from '@jest/globals';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { UiProvider } from '../provider/UiProvider';
import { DELETE_CONFIRMATION_WORD, TypedDeleteConfirm } from './index';

const hr = {
  title: 'Obrisati stol 4?',
  instruction: 'Upišite Delete za potvrdu brisanja.',
  input: 'Potvrda',
  cancel: 'Odustani',
  confirm: 'Obriši',
  close: 'Zatvori',
};

/** The dialog as a screen uses it: a button opens it, confirming or closing closes it. */
function Harness({ onConfirm, children }: { onConfirm: () => void; children?: React.ReactNode }) {
  const [opened, setOpened] = useState(true);
  return (
    <>
      <button onClick={() => setOpened(true)}>open</button>
      <TypedDeleteConfirm opened={opened} onClose={() => setOpened(false)} onConfirm={onConfirm} labels={hr}>
        {children}
      </TypedDeleteConfirm>
    </>
  );
}

const confirmButton = () => screen.getByRole('button', { name: 'Obriši' });

describe('TypedDeleteConfirm', () => {
  it('the confirmation word is Delete in every language', () => {
    expect(DELETE_CONFIRMATION_WORD).toBe('Delete');
  });

  it('is a named dialog with the instruction in the user’s language, a labelled input and a named close button', async () => {
    render(
      <UiProvider>
        <Harness onConfirm={() => {}} />
      </UiProvider>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Obrisati stol 4?' });
    expect(dialog).toHaveTextContent('Upišite Delete za potvrdu brisanja.');
    expect(screen.getByRole('textbox', { name: 'Potvrda' })).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Zatvori' })).toBeInTheDocument();
  });

  it('confirms only once Delete is typed exactly (not lower case, not the translation)', async () => {
    const onConfirm = jest.fn();
    render(
      <UiProvider>
        <Harness onConfirm={onConfirm} />
      </UiProvider>,
    );
    const input = await screen.findByRole('textbox', { name: 'Potvrda' });
    expect(confirmButton()).toBeDisabled();
    await userEvent.type(input, 'delete');
    expect(confirmButton()).toBeDisabled();
    await userEvent.clear(input);
    await userEvent.type(input, 'Obriši');
    expect(confirmButton()).toBeDisabled();
    await userEvent.clear(input);
    await userEvent.type(input, 'Delete');
    expect(confirmButton()).toBeEnabled();
    await userEvent.click(confirmButton());
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('shows the caller’s content (e.g. why a delete was refused) inside the dialog', async () => {
    render(
      <UiProvider>
        <Harness onConfirm={() => {}}>
          <p role="alert">Table 4 holds 2 reservations</p>
        </Harness>
      </UiProvider>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Table 4 holds 2 reservations');
  });

  it('cancel closes it, and reopening starts with an empty input', async () => {
    render(
      <UiProvider>
        <Harness onConfirm={() => {}} />
      </UiProvider>,
    );
    await userEvent.type(await screen.findByRole('textbox', { name: 'Potvrda' }), 'Delete');
    await userEvent.click(screen.getByRole('button', { name: 'Odustani' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'open' }));
    expect(await screen.findByRole('textbox', { name: 'Potvrda' })).toHaveValue('');
    expect(confirmButton()).toBeDisabled();
  });
});
