import { Component, type ReactNode } from "react";

type LoadBoundaryProps = {
  /** Shown instead of the children once loading their code has failed. */
  fallback: ReactNode;
  /** Told once when loading fails, e.g. to let the next attempt fetch the code again. */
  onError?: () => void;
  children: ReactNode;
};

/** A failed download of lazily loaded code (say, the connection dropped) must not take the page down. */
export class LoadBoundary extends Component<LoadBoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch() {
    this.props.onError?.();
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
