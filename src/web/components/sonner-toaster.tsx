import * as sonner from "sonner";
import { useEffect } from "react";
import { toastHostMounted } from "@web/lib/notify";

/**
 * Top-centre, up to 20 toasts at once (docs/product/shell-and-dashboard.md, Toasts). They start just below the
 * 56 px app header (at every width: the calendar's month arrows live in its
 * middle), 16 px from the sides on a phone. Title and description styles: app.css.
 */
export default function SonnerToaster() {
  useEffect(() => toastHostMounted(sonner), []);
  return (
    <sonner.Toaster position="top-center" visibleToasts={20} richColors closeButton offset={{ top: 64 }} mobileOffset={{ top: 64, left: 16, right: 16 }} />
  );
}
