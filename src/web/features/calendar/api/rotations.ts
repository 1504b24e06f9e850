import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call, client } from "@web/lib/api/client";
import { idempotencyParams, useIdempotentMutation } from "@web/lib/api/idempotency";
import { notifySuccess, notifyUndo } from "@web/lib/notify";
import { calendarKeys } from "@web/lib/api/query-keys";
import { lastChangeKey, rotationKeys, useUndoChange } from "./calendar-changes";

export interface RotationInput {
  name: string;
  startDate: string;
  endDate: string;
  cycle: (string | null)[];
  keepHandSet: boolean;
}

export function useRotations() {
  return useQuery({ queryKey: rotationKeys.all, queryFn: ({ signal }) => call(client.GET("/api/rotations", { signal })) });
}

export function useRotationPreview() {
  return useMutation({
    mutationFn: (body: RotationInput) => call(client.POST("/api/rotations/preview", { body })),
    meta: { errorTitle: "Could not preview the rotation" },
  });
}

/** Every rotation change is a calendar change: the months, the list and the Undo button read again; its toast carries Undo. */
function useAfterRotationChange() {
  const queryClient = useQueryClient();
  const undo = useUndoChange();
  return (change: { changeId: string | null; summary: string }) => {
    void queryClient.invalidateQueries({ queryKey: calendarKeys.all });
    void queryClient.invalidateQueries({ queryKey: rotationKeys.all });
    void queryClient.invalidateQueries({ queryKey: lastChangeKey });
    const id = change.changeId;
    if (id) notifyUndo(change.summary, () => undo.mutate(id, { onSuccess: () => void queryClient.invalidateQueries({ queryKey: rotationKeys.all }) }));
    else notifySuccess(change.summary);
  };
}

export function useCreateRotation({ onDone }: { onDone: () => void }) {
  const after = useAfterRotationChange();
  return useIdempotentMutation({
    mutationFn: (body: RotationInput, key: string) => call(client.POST("/api/rotations", { body, params: idempotencyParams(key) })),
    meta: { errorTitle: "Could not apply the rotation" },
    onSuccess: ({ change }) => {
      after(change);
      onDone();
    },
  });
}

export function useStopRotation() {
  const after = useAfterRotationChange();
  return useMutation({
    mutationFn: ({ id, from }: { id: string; from: string }) => call(client.DELETE("/api/rotations/{id}", { params: { path: { id }, query: { from } } })),
    meta: { errorTitle: "Could not stop the rotation" },
    onSuccess: ({ change }) => after(change),
  });
}
