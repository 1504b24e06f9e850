import { Component, type ErrorInfo, type ReactNode } from "react";
import { retryFailedPages } from "@web/lib/lazy-page";
import { codeNotLoadedOffline } from "@web/lib/offline";

interface Props {
  children: ReactNode;
  /** What failed, for the message ("this page", "this widget"). */
  what?: string;
  compact?: boolean;
}

/**
 * Catches a render error so one broken screen or widget does not blank the app.
 * A screen whose code could not be fetched because the browser is offline says
 * so, with Retry, and opens by itself when the network is back.
 */
export class ErrorBoundary extends Component<Props, { error: Error | null; offline: boolean }> {
  override state = { error: null as Error | null, offline: false };

  static getDerivedStateFromError(error: Error) {
    return { error, offline: codeNotLoadedOffline(error) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    if (this.state.offline) return;
    console.error("Render error", error, info.componentStack);
  }

  override componentDidMount() {
    window.addEventListener("online", this.retryOffline);
  }

  override componentWillUnmount() {
    window.removeEventListener("online", this.retryOffline);
  }

  private retry = () => {
    retryFailedPages();
    this.setState({ error: null, offline: false });
  };

  private retryOffline = () => {
    if (this.state.offline) this.retry();
  };

  override render() {
    if (!this.state.error) return this.props.children;
    if (this.state.offline) {
      return (
        <div role="alert" className="mx-auto max-w-md p-8 text-center">
          <p className="font-semibold">You're offline — this screen will open when you're back online.</p>
          <button
            type="button"
            className="mt-3 rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium hover:bg-slate-100"
            onClick={this.retry}
          >
            Retry
          </button>
        </div>
      );
    }
    const what = this.props.what ?? "this page";
    return (
      <div role="alert" className={this.props.compact ? "p-3 text-sm text-red-800" : "mx-auto max-w-md p-8 text-center"}>
        <p className="font-semibold">Something went wrong showing {what}.</p>
        {!this.props.compact && <p className="mt-2 text-sm text-slate-700">Your data is safe. Reloading usually fixes it.</p>}
        <button
          type="button"
          className="mt-3 rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium hover:bg-slate-100"
          onClick={() => window.location.reload()}
        >
          Reload
        </button>
      </div>
    );
  }
}
