import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorPage } from '@rigsmith/kit';

type Props = { children: ReactNode };
type State = { failed: boolean };

/** Every route renders inside one, so a crashing screen shows the error page, not a blank tab. */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('A storefront screen crashed', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <ErrorPage statusCode={500} /> : this.props.children;
  }
}
