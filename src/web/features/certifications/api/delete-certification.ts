import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Certification } from "@core/schemas/certifications";
import { call, client } from "@web/lib/api/client";
import { certificationKeys } from "@web/lib/api/query-keys";

interface CertificationList {
  certifications: Certification[];
  today: string;
}

export function useDeleteCertification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(client.DELETE("/api/certifications/{id}", { params: { path: { id } } })),
    meta: { errorTitle: "Certification not deleted" },
    onSuccess: ({ id }) => {
      queryClient.setQueryData<CertificationList>(
        certificationKeys.all,
        (list) => list && { ...list, certifications: list.certifications.filter((c) => c.id !== id) },
      );
      void queryClient.invalidateQueries({ queryKey: certificationKeys.all });
    },
  });
}
