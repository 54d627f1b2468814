import { act, render, screen } from '@testing-library/react';
import { UiProvider } from '../provider/UiProvider';
import { notifyError, notifySuccess } from './notify';

describe('notifications', () => {
  it('shows error and success toasts inside the UiProvider', async () => {
    render(
      <UiProvider>
        <p>app</p>
      </UiProvider>,
    );
    act(() => {
      notifyError('Failed to clear table');
      notifySuccess('Changes saved');
    });
    expect(await screen.findByText('Failed to clear table')).toBeInTheDocument();
    expect(await screen.findByText('Changes saved')).toBeInTheDocument();
  });
});
