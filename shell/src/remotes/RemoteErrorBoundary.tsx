import { Component, type ErrorInfo, type ReactNode } from 'react';

interface TProps {
  fallback: ReactNode;
  children: ReactNode;
}

/** Catches a remote that fails to load or to render, so only its area shows the fallback (the nav keeps working). */
export class RemoteErrorBoundary extends Component<TProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('A back-office section failed', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
