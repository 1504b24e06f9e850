import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Certification, CertificationBody } from "@core/schemas/certifications";
import type { PreferencesUpdate } from "@core/schemas/preferences";
import { call, client, upload } from "@web/lib/api-client";
import { preferencesQuery } from "@web/lib/preferences-query";
import { certificationKeys } from "@web/lib/query-keys";

/** Every call of the Certifications screen, in one place. */
export interface CertificationList {
  certifications: Certification[];
  today: string;
}
export type PhotoSide = "front" | "back";

export const certificationsQuery = queryOptions({
  queryKey: certificationKeys.all,
  queryFn: ({ signal }) => call(client.GET("/api/certifications", { signal })),
});

export const useCertifications = () => useQuery(certificationsQuery);

const photoForm = (file: File) => {
  const form = new FormData();
  form.set("file", file);
  return form;
};

export const uploadPhoto = (id: string, side: PhotoSide, file: File) =>
  side === "front"
    ? upload("/api/certifications/{id}/front-photo", photoForm(file), { params: { id } })
    : upload("/api/certifications/{id}/back-photo", photoForm(file), { params: { id } });

export interface SaveCertification {
  /** Absent when adding. */
  id?: string;
  body: CertificationBody;
  photos: Partial<Record<PhotoSide, File | null>>;
}

/** Adds or saves a certification, then its photos (a photo refused leaves the record saved and says why). */
export function useSaveCertification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body, photos }: SaveCertification) => {
      let cert = id
        ? await call(client.PUT("/api/certifications/{id}", { params: { path: { id } }, body }))
        : await call(client.POST("/api/certifications", { body }));
      for (const side of ["front", "back"] as const) {
        const file = photos[side];
        if (file) cert = await uploadPhoto(cert.id, side, file);
      }
      return cert;
    },
    meta: { errorTitle: "Certification not saved" },
    onSettled: () => queryClient.invalidateQueries({ queryKey: certificationKeys.all }),
  });
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

export function useRemovePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, side }: { id: string; side: PhotoSide }) =>
      call(
        side === "front"
          ? client.DELETE("/api/certifications/{id}/front-photo", { params: { path: { id } } })
          : client.DELETE("/api/certifications/{id}/back-photo", { params: { path: { id } } }),
      ),
    meta: { errorTitle: "Photo not removed" },
    onSettled: () => queryClient.invalidateQueries({ queryKey: certificationKeys.all }),
  });
}

/** The Settings dialog: Expiry Reminders and Reminder Days, kept in the preferences. */
export function useSaveReminders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reminders: NonNullable<PreferencesUpdate["reminders"]>) => call(client.PATCH("/api/preferences", { body: { reminders } })),
    meta: { errorTitle: "Settings not saved" },
    onSuccess: (saved) => queryClient.setQueryData(preferencesQuery.queryKey, saved),
  });
}

/** AI Read: the card photo's suggested fields. */
export const extractFromPhoto = (file: File) => upload("/api/certifications/extract", photoForm(file));

/** The audit packet's address (a download, not a fetch). */
export const AUDIT_PACKET_URL = "/api/certifications/packet.pdf";
