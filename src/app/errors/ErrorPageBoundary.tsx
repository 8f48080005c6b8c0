import { Component, type ErrorInfo, type ReactNode } from 'react';
import { SHELL_MESSAGES } from '../../contract';

/**
 * If showing the error page fails too, this is the last resort: a plain message and a
 * plain link home (no router, no shared components that might be what failed).
 */
export class ErrorPageBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('The error page failed', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <main style={{ padding: '4rem 1rem', textAlign: 'center', fontSize: '1.125rem' }}>
        <h1>{SHELL_MESSAGES.errorPageFailed}</h1>
        <p>
          <a href="/">{SHELL_MESSAGES.goBackHome}</a>
        </p>
      </main>
    );
  }
}
