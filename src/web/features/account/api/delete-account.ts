import { useMutation } from "@tanstack/react-query";
import type { DeleteAccountBody } from "@core/schemas/account";
import { call, client } from "@web/lib/api/client";

export function useDeleteAccount() {
  return useMutation({
    mutationFn: (body: DeleteAccountBody) => call(client.DELETE("/api/account", { body })),
    // A wrong password (or address) is said in the dialog; anything else is toasted.
    meta: { errorTitle: "Account not deleted", errorFieldsShown: true },
  });
}

/** The export is a plain download: the browser saves what the server names. */
export const EXPORT_URL = "/api/account/export";
