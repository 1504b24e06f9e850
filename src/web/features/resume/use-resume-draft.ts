import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import type { Resume, ResumeContent } from "@core/schemas/resume";
import { errorMessage } from "@web/lib/api-client";
import { resumeKeys, saveResume } from "./api/resume";

export type SaveState = "saved" | "pending" | "saving" | "invalid" | "error";

/** How long the builder waits after the last keystroke before it saves. */
export const SAVE_DELAY_MS = 600;

/** The API's own schema, loaded on the first edit (zod stays out of the page's first load); until then the server checks alone. */
let schema: (typeof import("@core/schemas/resume"))["resumeBody"] | undefined;
const loadSchema = () => import("@core/schemas/resume").then((m) => (schema = m.resumeBody));

function fieldErrors(content: ResumeContent): Record<string, string> {
  const parsed = schema?.safeParse(content);
  if (!parsed) return {};
  if (parsed.success) return {};
  const out: Record<string, string> = {};
  for (const issue of parsed.error.issues) out[issue.path.map(String).join(".")] ??= issue.message;
  return out;
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
  const running = useRef<Promise<void> | null>(null);

  const save = useCallback(async (): Promise<void> => {
    if (running.current) await running.current;
    if (!dirty.current) return;
    const content = latest.current;
    dirty.current = false;
    setState("saving");
    const run = (async () => {
      try {
        const saved = await saveResume(content);
        queryClient.setQueryData(resumeKeys.all, saved);
        setSaveError(null);
        setState(dirty.current ? "pending" : "saved");
      } catch (error) {
        dirty.current = true;
        setSaveError(errorMessage(error));
        setState("error");
      }
    })();
    running.current = run;
    await run;
    running.current = null;
  }, [queryClient]);

  /** Checks the latest draft: an invalid field waits for a fix; otherwise a save is scheduled. */
  const settle = useCallback(() => {
    const problems = fieldErrors(latest.current);
    setErrors(problems);
    clearTimeout(timer.current);
    if (Object.keys(problems).length) {
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

  /** Saves what is waiting, now; resolves once the server has it. */
  const flush = useCallback(async () => {
    clearTimeout(timer.current);
    await save();
  }, [save]);

  /** Takes the server's resume as it is (after an import). */
  const replace = useCallback(
    (resume: Resume) => {
      clearTimeout(timer.current);
      dirty.current = false;
      latest.current = stripped(resume);
      setDraft(latest.current);
      setErrors({});
      setState("saved");
      queryClient.setQueryData(resumeKeys.all, resume);
    },
    [queryClient],
  );

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
