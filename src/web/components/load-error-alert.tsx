import { useEffect, useEffectEvent } from "react";
import { Alert } from "@web/components/ui/alert";
import { errorMessage } from "@web/lib/api/client";
import { notifyError } from "@web/lib/notify";

interface FailedQuery {
  error: unknown;
  refetch: () => Promise<unknown>;
}

/** A query that failed: what did not load, why, and a retry in place. */
export function LoadErrorAlert({ what, query, className }: { what: string; query: FailedQuery; className?: string }) {
  return (
    <Alert className={className}>
      {what}. {errorMessage(query.error)}{" "}
      <button type="button" className="font-medium underline" onClick={() => void query.refetch()}>
        Try again
      </button>
    </Alert>
  );
}

/** The product's error toast ('Failed to load shifts') when a load fails; the inline alert stays for the retry. */
export function useLoadFailureToast(title: string, failure: { isError: boolean; error: unknown }) {
  const { isError } = failure;
  const show = useEffectEvent(() => notifyError(title, errorMessage(failure.error)));
  useEffect(() => {
    if (isError) show();
  }, [isError]);
}
