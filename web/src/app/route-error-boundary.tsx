import { Component } from 'react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { Location } from 'react-router';
import { RouteErrorView } from './routes/route-error';

interface BoundaryProps {
  location: Location;
  children: ReactNode;
}

interface BoundaryState {
  error: unknown;
  location: Location;
}

/** Catches what a screen throws (or a screen's chunk that fails to load) and shows it until the address changes. */
class LocationErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  state: BoundaryState = { error: undefined, location: this.props.location };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    // Going somewhere else (a sidebar link, the browser's Back) is the way out of an error.
    return props.location === state.location ? null : { error: undefined, location: props.location };
  }

  render() {
    return this.state.error === undefined ? this.props.children : <RouteErrorView error={this.state.error} />;
  }
}

/** The generic error view for whatever renders inside it, cleared by the next navigation. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const location = useLocation();
  return <LocationErrorBoundary location={location}>{children}</LocationErrorBoundary>;
}
