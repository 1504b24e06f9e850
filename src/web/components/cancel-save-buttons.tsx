import { Link } from "react-router";
import { Button } from "@web/components/ui/button";

/** A form page's Cancel link and submit button ("Saving…" while the request runs). */
export function CancelSaveButtons({ cancelTo, saving, saveLabel }: { cancelTo: string; saving: boolean; saveLabel: string }) {
  return (
    <>
      <Button variant="outline" asChild>
        <Link to={cancelTo}>Cancel</Link>
      </Button>
      <Button type="submit" disabled={saving}>
        {saving ? "Saving…" : saveLabel}
      </Button>
    </>
  );
}
