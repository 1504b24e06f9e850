import { Pencil, Plus, Trash2, X } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import type { ShiftType } from "@core/schemas/shift-types";
import { PageHeader } from "@web/components/layout/page-header";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";
import { Spinner } from "@web/components/ui/spinner";
import { usePageMeta } from "@web/lib/page-meta";
import { useShiftTypes } from "./api/get-shift-types";
import { DeleteShiftTypeDialog } from "./components/delete-shift-type-dialog";
import { LoadErrorAlert, useLoadFailureToast } from "@web/components/load-error-alert";
import { useFormats } from "@web/lib/hooks/use-formats";
import { ShiftIcon } from "@web/components/shifts/shift-icon";

/** The form (react-hook-form) loads when it is opened. */
const PresetForm = lazy(() => import("./components/preset-form").then((m) => ({ default: m.PresetForm })));

/** /presets: the shift library as presets — a collapsible add/edit form and the list. */
export default function PresetsPage() {
  const { formatHours } = useFormats();
  usePageMeta({ title: "Shift Presets", description: "Reusable shift presets: name, symbol, colour, location, times and paid hours." });
  const library = useShiftTypes();
  useLoadFailureToast("Failed to load shifts", library);
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<ShiftType | undefined>();
  const [deleting, setDeleting] = useState<ShiftType | undefined>();
  // A new key gives the form its defaults back (Cancel resets).
  const [formKey, setFormKey] = useState(0);

  const closeForm = () => {
    setFormOpen(false);
    setEditing(undefined);
    setFormKey((k) => k + 1);
  };

  return (
    <div className="mx-auto max-w-3xl p-4 sm:p-6">
      <PageHeader
        title="Shift Presets"
        description="The shifts you use again and again. They are the same as My Shifts."
        actions={
          <Button
            variant={formOpen ? "outline" : "default"}
            aria-expanded={formOpen}
            aria-controls="preset-form"
            onClick={() => (formOpen ? closeForm() : setFormOpen(true))}
          >
            {formOpen ? (
              <>
                <X aria-hidden /> Cancel
              </>
            ) : (
              <>
                <Plus aria-hidden /> Add Preset
              </>
            )}
          </Button>
        }
      />

      {formOpen && (
        <Card id="preset-form" className="mb-6">
          <CardHeader>
            <CardTitle>{editing ? `Edit ${editing.name}` : "New preset"}</CardTitle>
          </CardHeader>
          <CardContent>
            <Suspense fallback={<Spinner label="Loading the form…" className="py-10" />}>
              <PresetForm key={`${formKey}-${editing?.id ?? "new"}`} editing={editing} onDone={closeForm} />
            </Suspense>
          </CardContent>
        </Card>
      )}

      <Card>
        <CardHeader className="flex-row items-center justify-between">
          <CardTitle>Your Shift Presets</CardTitle>
          <span
            className="rounded-full bg-slate-100 px-2.5 py-0.5 text-sm font-medium text-slate-700"
            aria-label={`${library.data?.length ?? 0} presets`}
            data-testid="preset-count"
          >
            {library.data?.length ?? 0}
          </span>
        </CardHeader>
        <CardContent>
          {library.isPending ? (
            <Spinner label="Loading presets…" className="py-10" />
          ) : library.isError ? (
            <LoadErrorAlert what="Failed to load shifts" query={library} />
          ) : library.data.length === 0 ? (
            <p className="py-6 text-center text-sm text-slate-600">No shift presets yet. Create your first preset to get started!</p>
          ) : (
            <ul className="divide-y divide-slate-200" aria-label="Shift presets">
              {library.data.map((preset) => (
                <li key={preset.id} className="flex items-center gap-3 py-3">
                  <span className="h-10 w-1.5 shrink-0 rounded-full" style={{ backgroundColor: preset.color }} aria-hidden />
                  <ShiftIcon icon={preset.icon} className="size-7 text-2xl text-slate-700" />
                  <div className="min-w-0 flex-1">
                    <p className="truncate font-medium">{preset.name}</p>
                    {/* Times and paid hours on a line of their own, so a long location never hides them on a phone. */}
                    <p className="text-sm text-slate-700 tabular-nums">
                      {preset.startTime} – {preset.endTime} · <span className="font-medium">{formatHours(preset.paidHours)}h</span>
                    </p>
                    {preset.location && <p className="truncate text-sm text-slate-600">{preset.location}</p>}
                  </div>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Edit ${preset.name}`}
                    onClick={() => {
                      setEditing(preset);
                      setFormOpen(true);
                      setFormKey((k) => k + 1);
                      window.scrollTo({ top: 0, behavior: "smooth" });
                    }}
                  >
                    <Pencil aria-hidden />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    className="text-red-700 hover:bg-red-50"
                    aria-label={`Delete ${preset.name}`}
                    onClick={() => setDeleting(preset)}
                  >
                    <Trash2 aria-hidden />
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
      <DeleteShiftTypeDialog
        shift={deleting}
        onOpenChange={(open) => !open && setDeleting(undefined)}
        onDeleted={() => {
          if (editing?.id === deleting?.id) closeForm();
        }}
      />
    </div>
  );
}
