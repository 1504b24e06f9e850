import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import type { Resume, ResumeContent } from "@core/schemas/resume";
import { errorMessage } from "@web/lib/api/client";
import { saveResume } from "./api/save-resume";
import { resumeKeys } from "@web/lib/api/query-keys";
import { fieldMessages } from "@core/field-messages";

export type SaveState = "saved" | "pending" | "saving" | "invalid" | "error";

/** How long the builder waits after the last keystroke before it saves. */
export const SAVE_DELAY_MS = 600;

/** The API's own schema, loaded on the first edit (zod stays out of the page's first load); until then the server checks alone. */
let schema: (typeof import("@core/schemas/resume"))["resumeBody"] | undefined;
const loadSchema = () => import("@core/schemas/resume").then((m) => (schema = m.resumeBody));

function fieldErrors(content: ResumeContent): Record<string, string> {
  const parsed = schema?.safeParse(content);
  if (!parsed) return {};
  return parsed.success ? {} : fieldMessages(parsed.error.issues);
}

/**
 * The resume as the nurse edits it, saved on the server as she types
 * (debounced), never two saves at once; a change made while a save runs is saved
 * after it. An invalid field is shown and not saved until it is fixed. `flush`
 * saves now (before Preview, Export, an import); a pending change is sent as the page closes.
 */
export function useResumeDraft(initial: Resume) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<ResumeContent>(() => stripped(initial));
  const [state, setState] = useState<SaveState>("saved");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saveError, setSaveError] = useState<string | null>(null);
  const latest = useRef(draft);
  const dirty = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const running = useRef<Promise<boolean> | null>(null);

  const invalid = useRef(false);

  /** Saves the latest draft when it has changes (after any save under way); false when the server refused it or could not be reached. */
  const save = useCallback(async (): Promise<boolean> => {
    while (running.current) if (!(await running.current)) return false;
    if (!dirty.current) return true;
    const content = latest.current;
    dirty.current = false;
    setState("saving");
    const run = (async () => {
      try {
        const saved = await saveResume(content);
        queryClient.setQueryData(resumeKeys.all, saved);
        setSaveError(null);
        setState(dirty.current ? "pending" : "saved");
        return true;
      } catch (error) {
        dirty.current = true;
        setSaveError(errorMessage(error));
        setState("error");
        return false;
      }
    })();
    running.current = run;
    const ok = await run;
    if (running.current === run) running.current = null;
    return ok;
  }, [queryClient]);

  /** Checks the latest draft: an invalid field waits for a fix; otherwise a save is scheduled. */
  const settle = useCallback(() => {
    const problems = fieldErrors(latest.current);
    setErrors(problems);
    clearTimeout(timer.current);
    invalid.current = Object.keys(problems).length > 0;
    if (invalid.current) {
      dirty.current = false;
      setState("invalid");
      return;
    }
    dirty.current = true;
    setState("pending");
    timer.current = setTimeout(() => void save(), SAVE_DELAY_MS);
  }, [save]);

  const update = useCallback(
    (change: (current: ResumeContent) => ResumeContent) => {
      latest.current = change(latest.current);
      setDraft(latest.current);
      // The first edit loads the schema (not the page: its first load stays small), then checks again.
      if (!schema) void loadSchema().then(settle);
      settle();
    },
    [settle],
  );

  /** Saves what is waiting, now; resolves once the server has it, and throws when it cannot (an invalid field, a refused save). */
  const flush = useCallback(async () => {
    clearTimeout(timer.current);
    if (invalid.current) throw new Error("Please fix the field marked in red first.");
    if (!(await save())) throw new Error("Your latest changes are not saved yet. Please try again.");
  }, [save]);

  /** Takes the server's resume as it is (after an import). */
  const replace = useCallback(
    (resume: Resume) => {
      clearTimeout(timer.current);
      dirty.current = false;
      latest.current = stripped(resume);
      setDraft(latest.current);
      invalid.current = false;
      setErrors({});
      setState("saved");
      queryClient.setQueryData(resumeKeys.all, resume);
    },
    [queryClient],
  );

  // The first resume shown may be the one kept on this phone (decision 051), older than the server's: the server's,
  // when it comes, is taken while she has nothing waiting to save, so an edit never goes out on top of an old copy.
  const shownVersion = useRef(initial.updatedAt);
  useEffect(() => {
    if (initial.updatedAt === shownVersion.current) return;
    shownVersion.current = initial.updatedAt;
    if (dirty.current || running.current || invalid.current) return;
    latest.current = stripped(initial);
    setDraft(latest.current);
  }, [initial]);

  useEffect(() => {
    const onHide = () => {
      if (!dirty.current) return;
      clearTimeout(timer.current);
      dirty.current = false;
      void saveResume(latest.current, true).catch(() => undefined);
    };
    window.addEventListener("pagehide", onHide);
    return () => {
      window.removeEventListener("pagehide", onHide);
      clearTimeout(timer.current);
    };
  }, []);

  return { draft, update, flush, replace, state, errors, saveError };
}

const stripped = ({ pageSize: _p, updatedAt: _u, ...content }: Resume): ResumeContent => content;
