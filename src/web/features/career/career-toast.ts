import { errorMessage } from "@web/lib/api/client";
import { notify } from "@web/lib/notify";

/** Toasts in the career area last 3 s, top-centre (docs/product/career.md). */
export const CAREER_TOAST_MS = 3000;

export const careerToast = {
  success: (title: string, description?: string) => notify("success", title, description, undefined, CAREER_TOAST_MS),
  error: (title: string, description?: string) => notify("error", title, description, undefined, CAREER_TOAST_MS),
  /** A failure: the product's title, and what went wrong below it ('Unknown error' when nothing says). */
  failed: (title: string, error: unknown) => notify("error", title, errorMessage(error, "Unknown error"), undefined, CAREER_TOAST_MS),
};
