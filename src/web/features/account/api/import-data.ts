import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { call, client, upload } from "@web/lib/api/client";
import { useIdempotentMutation } from "@web/lib/api/idempotency";
import { refreshSession } from "@web/lib/api/session";
import { accountKeys } from "@web/lib/api/query-keys";

/** Whether an export can come into this account (only into one without records of its own). */
export const importStatusQuery = queryOptions({
  queryKey: accountKeys.importStatus,
  queryFn: ({ signal }) => call(client.GET("/api/account/import", { signal })),
});

export const useImportStatus = () => useQuery(importStatusQuery);

/** Sends the ZIP of Download my data; once it is in, every screen reads her records again, and the header her name and photo. */
export function useImportData() {
  const queryClient = useQueryClient();
  return useIdempotentMutation({
    mutationFn: (file: File, idempotencyKey) => {
      const form = new FormData();
      form.set("file", file);
      return upload("/api/account/import", form, { idempotencyKey });
    },
    meta: { errorTitle: "Import failed" },
    onSettled: async () => {
      await queryClient.invalidateQueries();
      await refreshSession();
    },
  });
}
