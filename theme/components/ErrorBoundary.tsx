import { Component, type ReactNode } from 'react';

/** The error's message and every `cause` below it, so the real reason is not hidden behind a wrapper. */
function causeChain(error: unknown): string[] {
  const messages: string[] = [];
  for (let current = error, depth = 0; current !== undefined && current !== null && depth < 10; depth++) {
    messages.push(current instanceof Error ? current.message : String(current));
    current = current instanceof Error ? current.cause : undefined;
  }
  return messages;
}

/** Spec §4/§8: a crash shows 'This page crashed.', a 'Try again' button that renders again, and the cause chain. */
export class ErrorBoundary extends Component<{ children?: ReactNode }, { error: unknown; failed: boolean }> {
  override state = { error: undefined as unknown, failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    const [message, ...causes] = causeChain(this.state.error);
    return (
      <div className="page-crashed" role="alert">
        <h1>This page crashed.</h1>
        <button type="button" className="button button-primary" onClick={() => this.setState({ error: undefined, failed: false })}>
          Try again
        </button>
        <div className="error-cause-chain">
          <p className="error-message">{message}</p>
          {causes.map((cause, i) => (
            <p key={i} className="error-cause">
              Cause: {cause}
            </p>
          ))}
        </div>
      </div>
    );
  }
}
