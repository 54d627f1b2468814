import { jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { UiProvider } from '../provider/UiProvider';
import { EmptyState } from './EmptyState';
import { ErrorState } from './ErrorState';
import { LoadingState } from './LoadingState';

const wrap = (ui: ReactNode) => render(<UiProvider>{ui}</UiProvider>);

describe('LoadingState', () => {
  it('is a busy status with an accessible label', () => {
    wrap(<LoadingState label="Učitavanje" />);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-busy', 'true');
    expect(status).toHaveTextContent('Učitavanje');
  });
});

describe('EmptyState', () => {
  it('announces its message as a status', () => {
    wrap(<EmptyState message="No reservations" />);
    expect(screen.getByRole('status')).toHaveTextContent('No reservations');
  });
});

describe('ErrorState', () => {
  it('shows the message as an alert without a retry button when no handler is given', () => {
    wrap(<ErrorState message="Failed to load dashboard stats" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load dashboard stats');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('calls onRetry when the (translated) retry button is pressed', async () => {
    const onRetry = jest.fn();
    wrap(<ErrorState message="Boom" onRetry={onRetry} retryLabel="Pokušaj ponovno" />);
    await userEvent.click(screen.getByRole('button', { name: 'Pokušaj ponovno' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
