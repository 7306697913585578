import { Component, type ReactNode } from 'react';
import { RouteError } from '#web/components/route-error.tsx';

interface Props {
  /** The location's key: going elsewhere (Back, a link) leaves the error screen. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  failed: boolean;
  error: unknown;
  resetKey: string;
}

/**
 * Shows RouteError when an area fails to render or its code fails to load (a lazy chunk that a new
 * deployment replaced), until the location changes.
 */
export class AreaErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, error: null, resetKey: props.resetKey };
  }

  override render() {
    return this.state.failed ? <RouteError error={this.state.error} /> : this.props.children;
  }
}
