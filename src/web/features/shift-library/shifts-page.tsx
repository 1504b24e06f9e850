import { Plus } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import type { ShiftType } from "@core/schemas/shift-types";
import { libraryGroups, moveInOrder } from "@core/shift-library";
import { PageHeader } from "@web/components/layout/page-header";
import { Button } from "@web/components/ui/button";
import { Spinner } from "@web/components/ui/spinner";
import { usePageMeta } from "@web/lib/page-meta";
import { useShiftTypes } from "./api/get-shift-types";
import { useReorderShiftTypes } from "./api/reorder-shift-types";
import { DeleteShiftTypeDialog } from "./components/delete-shift-type-dialog";
import { LoadErrorAlert, useLoadFailureToast } from "@web/components/load-error-alert";
import { ShiftTypeCard } from "./components/shift-type-card";

/** Her library in her order (Move up / Move down, saved on the server), then the one-off dated shifts. */
function LibraryLists({ shifts, onDelete }: { shifts: ShiftType[]; onDelete: (shift: ShiftType) => void }) {
  const reorder = useReorderShiftTypes();
  const { library, oneOffs } = libraryGroups(shifts);
  const ids = library.map((s) => s.id);
  const move = (id: string, step: -1 | 1) => () => reorder.mutate(moveInOrder(ids, id, step));
  return (
    <>
      {library.length > 0 && (
        <ul className="space-y-3" aria-label="Your shifts">
          {library.map((shift, i) => (
            <ShiftTypeCard
              key={shift.id}
              shift={shift}
              onDelete={() => onDelete(shift)}
              onMove={{ up: i > 0 ? move(shift.id, -1) : undefined, down: i < library.length - 1 ? move(shift.id, 1) : undefined }}
            />
          ))}
        </ul>
      )}
      {oneOffs.length > 0 && (
        <section aria-labelledby="one-off-shifts" className="mt-8">
          <h2 id="one-off-shifts" className="mb-1 text-base font-semibold">
            One-off shifts
          </h2>
          <p className="mb-3 text-sm text-slate-600">
            Shifts on one date only (a course, a meeting). They are kept apart from your library in the shift sheet too.
          </p>
          <ul className="space-y-3" aria-label="One-off shifts">
            {oneOffs.map((shift) => (
              <ShiftTypeCard key={shift.id} shift={shift} onDelete={() => onDelete(shift)} />
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

/** /shifts: "My Shifts", the nurse's shift library. */
export default function ShiftsPage() {
  usePageMeta({ title: "My Shifts", description: "Your library of shift types: times, paid hours, job and wage." });
  const library = useShiftTypes();
  useLoadFailureToast("Failed to load shifts", library);
  const [deleting, setDeleting] = useState<ShiftType | undefined>();

  return (
    <div className="mx-auto max-w-3xl p-4 sm:p-6">
      <PageHeader
        title="My Shifts"
        description="The shifts you work. Tap one for its details."
        actions={
          <Button asChild>
            <Link to="/shifts/new">
              <Plus aria-hidden /> Add Shift
            </Link>
          </Button>
        }
      />
      {library.isPending ? (
        <Spinner label="Loading your shifts…" className="py-16" />
      ) : library.isError ? (
        <LoadErrorAlert what="Failed to load shifts" query={library} />
      ) : library.data.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center">
          <p className="font-semibold">No shifts yet</p>
          <p className="mt-1 text-sm text-slate-600">Add the shifts you work (day, night, on call…), then tap them onto your calendar.</p>
          <Button asChild className="mt-4">
            <Link to="/shifts/new">
              <Plus aria-hidden /> Add Shift
            </Link>
          </Button>
        </div>
      ) : (
        <LibraryLists shifts={library.data} onDelete={setDeleting} />
      )}
      <p className="mt-6 text-sm text-slate-600">
        Prefer a compact list? Manage the same shifts as{" "}
        <Link to="/presets" className="font-medium text-primary hover:underline">
          shift presets
        </Link>
        .
      </p>
      <DeleteShiftTypeDialog shift={deleting} onOpenChange={(open) => !open && setDeleting(undefined)} />
    </div>
  );
}
