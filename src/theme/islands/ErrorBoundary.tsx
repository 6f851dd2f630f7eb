import { Component, type ReactNode } from 'react';
import { causeChain } from '../../shared/errors.ts';

interface Props {
  children: ReactNode;
  title: string;
  retryLabel: string;
}
interface State {
  error: Error | null;
  attempt: number;
}

/** Crash screen for an island: "This page crashed.", the chain of causes, and "Try again" (re-renders). */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, attempt: 0 };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  override render() {
    const { error, attempt } = this.state;
    if (!error)
      return (
        <div key={attempt} style={{ display: 'contents' }}>
          {this.props.children}
        </div>
      );
    return (
      <div className="crash" role="alert">
        <p className="crash__title">{this.props.title}</p>
        <ol className="crash__causes">
          {causeChain(error).map((c, i) => (
            <li key={i}>{c}</li>
          ))}
        </ol>
        <button type="button" className="button" onClick={() => this.setState({ error: null, attempt: attempt + 1 })}>
          {this.props.retryLabel}
        </button>
      </div>
    );
  }
}
