import * as sonner from "sonner";
import { useEffect } from "react";
import { toastHostMounted } from "@web/lib/notify";

/** Up to 20 toasts at once (spec 000 §9). */
export default function SonnerToaster() {
  useEffect(() => toastHostMounted(sonner), []);
  return <sonner.Toaster position="top-center" visibleToasts={20} richColors closeButton toastOptions={{ className: "text-sm" }} />;
}
