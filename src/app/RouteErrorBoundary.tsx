import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { RouteErrorScreen } from './RouteErrorScreen';

interface BoundaryProps {
  pathname: string;
  children: ReactNode;
}

/** What a data router's errorElement did: the error screen instead of the page that threw. */
class ErrorBoundary extends Component<BoundaryProps, { failure: { error: unknown } | null }> {
  state = { failure: null as { error: unknown } | null };

  static getDerivedStateFromError(error: unknown) {
    return { failure: { error } };
  }

  componentDidUpdate(previous: BoundaryProps) {
    // Leaving the page that failed (a link, the back button) shows the next page again.
    if (this.state.failure && previous.pathname !== this.props.pathname) this.setState({ failure: null });
  }

  render() {
    return this.state.failure ? <RouteErrorScreen error={this.state.failure.error} /> : this.props.children;
  }
}

/** Around the routes (routes.tsx): a page that throws, or whose chunk fails to load, shows RouteErrorScreen. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  return <ErrorBoundary pathname={useLocation().pathname}>{children}</ErrorBoundary>;
}
