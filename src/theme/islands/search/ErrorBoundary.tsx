import { Component, type ReactNode } from 'react';

interface Props { title: string; retry: string; children: ReactNode }

function causeChain(error: unknown): string[] {
  const out: string[] = [];
  let e: unknown = error;
  for (let i = 0; e && i < 5; i++) {
    out.push(e instanceof Error ? `${e.name}: ${e.message}` : String(e));
    e = e instanceof Error ? (e as Error & { cause?: unknown }).cause : undefined;
  }
  return out;
}

/** A crash inside the island shows the crash screen with its cause chain and "Try again". */
export class ErrorBoundary extends Component<Props, { error: unknown }> {
  override state: { error: unknown } = { error: null };
  static getDerivedStateFromError(error: unknown) { return { error }; }
  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <div className="search-crash" role="alert">
        <p className="search-crash__title">{this.props.title}</p>
        <ul className="search-crash__causes">{causeChain(this.state.error).map((c, i) => <li key={i}>{c}</li>)}</ul>
        <button type="button" className="search-crash__retry" onClick={() => this.setState({ error: null })}>{this.props.retry}</button>
      </div>
    );
  }
}
