import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Attachment } from "@core/schemas/attachments";
import { ApiError, call, client } from "@web/lib/api-client";
import { contractKeys } from "./contracts";

export const attachmentKeys = {
  list: (contractId: string) => ["contracts", "attachments", contractId] as const,
};

const base = (contractId: string) => `/api/contracts/${encodeURIComponent(contractId)}/attachments`;

export function useAttachments(contractId: string | undefined) {
  return useQuery({
    queryKey: attachmentKeys.list(contractId ?? ""),
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
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: attachmentKeys.list(contractId) });
      void queryClient.invalidateQueries({ queryKey: contractKeys.all });
    },
  });
}

export interface UploadHandle {
  done: Promise<Attachment>;
  cancel: () => void;
}

/**
 * One file up, with its progress: fetch cannot report an upload's progress,
 * XMLHttpRequest can. Label and notes go first (the server checks the label
 * before it stores a byte). `cancel` aborts it; `done` then rejects with an AbortError.
 */
export function uploadAttachment(
  contractId: string,
  file: File,
  fields: { label: string; notes: string },
  onProgress: (fraction: number) => void,
): UploadHandle {
  const xhr = new XMLHttpRequest();
  const done = new Promise<Attachment>((resolve, reject) => {
    const form = new FormData();
    form.set("label", fields.label);
    form.set("notes", fields.notes);
    form.set("file", file);
    xhr.open("POST", base(contractId));
    xhr.withCredentials = true;
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // not JSON: a proxy's page
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        resolve(body as Attachment);
        return;
      }
      const err = (body as { error?: { code?: string; message?: string; fields?: Record<string, string> } } | null)?.error;
      reject(new ApiError(xhr.status, err?.code ?? "http_error", err?.message ?? "The upload failed.", err?.fields, Boolean(err?.message)));
    };
    xhr.onerror = () => reject(new ApiError(0, "network", "You seem to be offline. Check your connection and try again.", {}, false));
    xhr.onabort = () => reject(new DOMException("The upload was cancelled.", "AbortError"));
    xhr.send(form);
  });
  return { done, cancel: () => xhr.abort() };
}
