import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
  /** A new value (the path) clears the error, so navigating away recovers. */
  resetKey: string;
  /** Names the boundary in the console. */
  label: string;
  /** What shows instead of the children; `reset` clears the error and renders them again. */
  fallback: (error: Error, reset: () => void) => ReactNode;
}

interface State {
  error: Error | null;
  resetKey: string;
}

/** An error boundary that clears itself when `resetKey` changes: the root's and each screen's. */
export class ResetErrorBoundary extends Component<Props, State> {
  state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(this.props.label, error, info.componentStack);
  }

  private reset = () => this.setState({ error: null });

  render() {
    return this.state.error ? this.props.fallback(this.state.error, this.reset) : this.props.children;
  }
}
