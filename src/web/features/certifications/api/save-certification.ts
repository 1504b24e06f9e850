import { useQueryClient } from "@tanstack/react-query";
import type { Certification, CertificationBody } from "@core/schemas/certifications";
import { call, client, errorMessage } from "@web/lib/api/client";
import { idempotencyParams, useIdempotentMutation } from "@web/lib/api/idempotency";
import { certificationKeys } from "@web/lib/api/query-keys";
import { uploadPhoto, type PhotoSide } from "./upload-photo";

export interface SaveCertification {
  /** Absent when adding. */
  id?: string;
  body: CertificationBody;
  photos: Partial<Record<PhotoSide, File | null>>;
}

export interface SavedCertification {
  cert: Certification;
  /** Why a photo was not saved with it (the server refused it, or the connection broke), if one was not. */
  photoProblem?: string;
}

/**
 * Adds or saves a certification, then its photos. The record is saved once
 * however often Add is pressed (an idempotency key per submission); a photo
 * that then fails leaves it saved, and the answer says so rather than "not saved".
 */
export function useSaveCertification() {
  const queryClient = useQueryClient();
  return useIdempotentMutation({
    mutationFn: async ({ id, body, photos }: SaveCertification, key): Promise<SavedCertification> => {
      let cert = id
        ? await call(client.PUT("/api/certifications/{id}", { params: { path: { id } }, body }))
        : await call(client.POST("/api/certifications", { body, params: idempotencyParams(key) }));
      for (const side of ["front", "back"] as const) {
        const file = photos[side];
        if (!file) continue;
        try {
          cert = await uploadPhoto(cert.id, side, file);
        } catch (error) {
          return { cert, photoProblem: errorMessage(error) };
        }
      }
      return { cert };
    },
    meta: { errorTitle: "Certification not saved" },
    onSettled: () => queryClient.invalidateQueries({ queryKey: certificationKeys.all }),
  });
}
