import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { CrashView } from '../../components/crash-page';

type BoundaryProps = { inLayout: boolean; resetKey: string; children: ReactNode };
type BoundaryState = { failed: boolean; error: unknown; resetKey: string };

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failed: true, error };
  }

  // A navigation gives the new page its chance, as a router's error element would.
  static getDerivedStateFromProps(
    props: BoundaryProps,
    state: BoundaryState,
  ): Partial<BoundaryState> | null {
    return props.resetKey === state.resetKey
      ? null
      : { failed: false, error: null, resetKey: props.resetKey };
  }

  override render() {
    const { failed, error } = this.state;
    return failed ? (
      <CrashView error={error} inLayout={this.props.inLayout} />
    ) : (
      this.props.children
    );
  }
}

/**
 * The crash page of spec §2 when a part of the site throws while rendering or a page's code fails
 * to load: around a page inside the layout (`inLayout`: header and footer stay), around the layout
 * as a page of its own. The site uses React Router's declarative router, which has no error
 * elements; the next navigation clears the error.
 */
export function SiteErrorBoundary({
  inLayout = false,
  children,
}: {
  inLayout?: boolean;
  children: ReactNode;
}) {
  const { key } = useLocation();
  return (
    <Boundary inLayout={inLayout} resetKey={key}>
      {children}
    </Boundary>
  );
}
