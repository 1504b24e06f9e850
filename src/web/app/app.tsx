import { ErrorBoundary } from "@web/components/error-boundary";
import { ToastHost } from "@web/components/toast-host";
import { AppRoutes } from "./routes";

export function App() {
  return (
    <ErrorBoundary what="NurseVitals">
      <AppRoutes />
      <ToastHost />
    </ErrorBoundary>
  );
}
