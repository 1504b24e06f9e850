import { Alert } from "@web/components/ui/alert";
import { errorMessage } from "@web/lib/api-client";

/** A query that failed: what did not load, why, and a retry in place. */
export function LoadErrorAlert({ what, query, className }: { what: string; query: { error: unknown; refetch: () => Promise<unknown> }; className?: string }) {
  return (
    <Alert className={className}>
      {what} {errorMessage(query.error)}{" "}
      <button type="button" className="font-medium underline" onClick={() => void query.refetch()}>
        Try again
      </button>
    </Alert>
  );
}
