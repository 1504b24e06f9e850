import { useNavigate } from "react-router";
import { PageHeader } from "@web/components/layout/page-header";
import { Card, CardContent } from "@web/components/ui/card";
import { usePageMeta } from "@web/lib/page-meta";
import { ShiftForm } from "./components/shift-form";

/** /shifts/new: the Create a Shift form as a page. */
export default function NewShiftPage() {
  usePageMeta({ title: "Add Shift", description: "Add a shift to your library." });
  const navigate = useNavigate();
  return (
    <div className="mx-auto max-w-2xl p-4 sm:p-6">
      <PageHeader title="Add Shift" description="A shift you can tap onto your calendar." />
      <Card>
        <CardContent className="pt-5">
          <ShiftForm onCreated={() => void navigate("/shifts")} onCancel={() => void navigate("/shifts")} />
        </CardContent>
      </Card>
    </div>
  );
}
