import { Component, type ErrorInfo, type ReactNode } from "react";

interface Props {
  children: ReactNode;
  /** What failed, for the message ("this page", "this widget"). */
  what?: string;
  compact?: boolean;
}

/** Catches a render error so one broken screen or widget does not blank the app. */
export class ErrorBoundary extends Component<Props, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error("Render error", error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
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
