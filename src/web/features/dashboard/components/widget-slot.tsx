import {
  Component,
  Fragment,
  lazy,
  startTransition,
  Suspense,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type ErrorInfo,
  type LazyExoticComponent,
} from "react";
import { codeNotLoadedOffline } from "@web/lib/offline";

/** How a widget's code is fetched (a dynamic import). */
export type WidgetLoader = () => Promise<{ default: ComponentType }>;

/**
 * One widget's place on the grid: its code and data load only once it is near
 * the screen (below the fold it waits, then renders as a transition, in slices
 * that leave the page responsive), and an error inside it stays inside it, with
 * a retry, never a blank dashboard. An `eager` widget (the first screenful) has
 * no placeholder of its own: it suspends to the grid's boundary, so the first
 * screen appears at once instead of shifting card by card.
 */
export function WidgetSlot({ name, load, eager }: { name: string; load: WidgetLoader; eager?: boolean }) {
  const [near, setNear] = useState(Boolean(eager));
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (near) return;
    const el = ref.current;
    if (!el || typeof IntersectionObserver === "undefined") return setNear(true);
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && startTransition(() => setNear(true)), {
      rootMargin: "0px 0px 100px 0px",
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [near]);
  return (
    <div ref={ref} className="h-full">
      {near ? <WidgetErrorBoundary name={name} load={load} ownSuspense={!eager} /> : <WidgetPlaceholder name={name} />}
    </div>
  );
}

function WidgetPlaceholder({ name }: { name: string }) {
  return (
    <div className="flex h-full min-h-40 flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm" aria-busy="true">
      <p className="text-base font-semibold text-slate-900">{name}</p>
      <div aria-hidden className="mt-3 h-5 w-2/3 animate-pulse rounded bg-slate-100" />
    </div>
  );
}

/**
 * Each widget's lazy component, one per loader: kept outside React, since a
 * tree that suspends before its first commit is thrown away with its state.
 * A retry puts a new one in (React.lazy keeps a failed import).
 */
const lazyWidgets = new WeakMap<WidgetLoader, LazyExoticComponent<ComponentType>>();
function lazyWidget(load: WidgetLoader): LazyExoticComponent<ComponentType> {
  let widget = lazyWidgets.get(load);
  if (!widget) lazyWidgets.set(load, (widget = lazy(load)));
  return widget;
}

/** Catches the widget's errors: they stay in its card, with a retry. */
class WidgetErrorBoundary extends Component<{ name: string; load: WidgetLoader; ownSuspense: boolean }, { error: Error | null; attempt: number }> {
  override state = { error: null as Error | null, attempt: 0 };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`Widget ${this.props.name} failed`, error, info.componentStack);
  }

  override render() {
    if (!this.state.error) {
      const Widget = lazyWidget(this.props.load);
      if (!this.props.ownSuspense) return <Fragment key={this.state.attempt}>{<Widget />}</Fragment>;
      return (
        <Suspense key={this.state.attempt} fallback={<WidgetPlaceholder name={this.props.name} />}>
          <Widget />
        </Suspense>
      );
    }
    return (
      <div role="alert" className="flex h-full min-h-40 flex-col items-start gap-2 rounded-xl border border-red-200 bg-white p-4 text-sm shadow-sm">
        <p className="text-base font-semibold text-slate-900">{this.props.name}</p>
        <p className="text-red-800">
          {codeNotLoadedOffline(this.state.error)
            ? "You're offline — this widget will load when you're back online."
            : "This widget could not load. The rest of your dashboard is fine."}
        </p>
        <button
          type="button"
          className="min-h-10 rounded-lg border border-slate-300 bg-white px-3 font-medium text-slate-900 hover:bg-slate-100"
          onClick={() => {
            lazyWidgets.set(this.props.load, lazy(this.props.load));
            this.setState((s) => ({ error: null, attempt: s.attempt + 1 }));
          }}
        >
          Try again
        </button>
      </div>
    );
  }
}
