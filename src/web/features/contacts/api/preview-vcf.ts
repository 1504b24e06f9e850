import { useMutation } from "@tanstack/react-query";
import { call, client } from "@web/lib/api/client";

/** What importing a file would do (nothing is stored). */
export function usePreviewVcf() {
  return useMutation({
    mutationFn: (vcf: string) => call(client.POST("/api/contacts/import/preview", { body: { vcf } })),
  });
}
