import { Component, type ComponentType, type ReactNode } from 'react';
import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { ParcelProps } from 'shared-contracts';
import { ErrorPanel } from '../components/data/error-panel';

/** single-spa lifecycles of an exposed parcel. */
export interface ParcelLifecycles {
  bootstrap: (props: unknown) => Promise<unknown>;
  mount: (props: unknown) => Promise<unknown>;
  unmount: (props: unknown) => Promise<unknown>;
  update?: (props: unknown) => Promise<unknown>;
}

class Boundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? (
      <ErrorPanel onRetry={() => this.setState({ error: null })} detail={this.state.error.message} />
    ) : (
      this.props.children
    );
  }
}

/**
 * Wraps a page as a single-spa-react parcel. The parcel has its own React root; it reads the shared session
 * store through shared-ui's session hooks (`useSessionValue` …) and gets everything else through props
 * (`ParcelProps`, or more for a parcel the shell mounts with extra props, such as a panel's `PanelParcelProps`).
 */
export function createParcel<P extends ParcelProps>(Page: ComponentType<P>): ParcelLifecycles {
  const Root = (props: P) => (
    <Boundary>
      <Page {...props} />
    </Boundary>
  );
  return singleSpaReact({
    React,
    ReactDOMClient,
    rootComponent: Root as never,
    errorBoundary: () => <ErrorPanel />,
  }) as unknown as ParcelLifecycles;
}
