import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Attachment } from "@core/schemas/attachments";
import { call, client, uploadWithProgress } from "@web/lib/api/client";
import { contractKeys } from "@web/lib/api/query-keys";
import { CAREER_TOAST_MS } from "../career-toast";

export function useAttachments(contractId: string | undefined) {
  return useQuery({
    queryKey: contractKeys.attachments(contractId ?? ""),
    queryFn: async ({ signal }) => (await call(client.GET("/api/contracts/{id}/attachments", { params: { path: { id: contractId! } }, signal }))).attachments,
    enabled: Boolean(contractId),
  });
}

/** Signed links (3600 s) to open one attachment and its preview. */
export const getAttachmentLinks = (id: string) => call(client.GET("/api/attachments/{id}", { params: { path: { id } } }));

export function useDeleteAttachment(contractId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(client.DELETE("/api/attachments/{id}", { params: { path: { id } } })),
    meta: { errorTitle: "Failed to delete attachment", errorToastMs: CAREER_TOAST_MS },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: contractKeys.attachments(contractId) });
      void queryClient.invalidateQueries({ queryKey: contractKeys.all });
    },
  });
}

export interface UploadHandle {
  done: Promise<Attachment>;
  cancel: () => void;
}

/**
 * One file up, with its progress. Label and notes go first (the server checks
 * the label before it stores a byte). `cancel` aborts it; `done` then rejects with an AbortError.
 */
export function uploadAttachment(
  contractId: string,
  file: File,
  fields: { label: string; notes: string },
  onProgress: (fraction: number) => void,
  /** The chosen file's own: sent again, it is stored once. */
  idempotencyKey?: string,
): UploadHandle {
  const form = new FormData();
  form.set("label", fields.label);
  form.set("notes", fields.notes);
  form.set("file", file);
  return uploadWithProgress("/api/contracts/{id}/attachments", form, onProgress, { params: { id: contractId }, idempotencyKey });
}
