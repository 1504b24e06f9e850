import { useCallback, useEffect, useRef, useState } from "react";
import { ALARM_NOTIFICATION, timerMessage, timerNotificationTag } from "@core/timer-push";
import type { TimerState } from "@core/tools/timer";
import { ApiError } from "@web/lib/api/client";
import { cancelTimerPush, pushRegistration, startTimerPush } from "../api/timer-push";

/** Whether the running timer will ring with the phone locked: being handed to the server, handed, not possible here, or could not be. */
export type TimerPushStatus = { kind: "arming" } | { kind: "armed" } | { kind: "off" } | { kind: "failed"; message: string };

type Handed = { id: string; label: string };

/** Kept beside the timer (use-stored-state's key space), so a reload can still cancel the push. */
const STORAGE_KEY = "nursevitals.tools.timer-push";

function readHanded(): Handed | null {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? "null");
    const v = value as Partial<Handed> | null;
    return v && typeof v.id === "string" && typeof v.label === "string" ? { id: v.id, label: v.label } : null;
  } catch {
    return null;
  }
}

function keepHanded(handed: Handed | null): void {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(handed));
  } catch {
    // Private mode or full storage: a reload then cannot cancel it, and the push comes at its end.
  }
}

/**
 * The Timer's ring on a locked phone (decision 046, "Timers"). When she starts or resumes it
 * and this browser gets her pushes, the end is handed to the server, which pushes it a few
 * seconds after; pausing, resetting or the page ringing it itself cancels that. Where the
 * page is alive but hidden at the end (another tab, another app), it shows the notification
 * itself, with the push's tag, so the two replace each other rather than ring twice.
 */
export function useTimerPush(phase: TimerState["phase"]) {
  const [kept] = useState(readHanded);
  const handed = useRef<Handed | null>(kept);
  // The last one handed over, for the page's own notification after its push was cancelled.
  const last = useRef<Handed | null>(null);
  const [status, setStatus] = useState<TimerPushStatus>(kept ? { kind: "armed" } : { kind: "off" });
  // Each start and cancel is a new turn: an answer that comes after she paused is cancelled at once.
  const turn = useRef(0);

  const cancel = useCallback(() => {
    turn.current++;
    if (!handed.current) return;
    cancelTimerPush(handed.current.id);
    last.current = handed.current;
    handed.current = null;
    keepHanded(null);
  }, []);

  /** Started or resumed (an event, not an effect): hands the end over where this browser gets her pushes. */
  const start = useCallback(
    async (endsAt: number, label: string) => {
      cancel();
      const mine = turn.current;
      setStatus({ kind: "arming" });
      if (!(await pushRegistration().catch(() => undefined))) {
        if (turn.current === mine) setStatus({ kind: "off" });
        return;
      }
      try {
        const id = await startTimerPush(endsAt, label);
        if (turn.current !== mine) {
          cancelTimerPush(id);
          return;
        }
        handed.current = { id, label };
        keepHanded(handed.current);
        setStatus({ kind: "armed" });
      } catch (error) {
        if (turn.current !== mine) return;
        const tooMany = error instanceof ApiError && error.fromServer && error.status === 429;
        setStatus({ kind: "failed", message: tooMany ? error.message : "No connection: keep the screen on to hear it." });
      }
    },
    [cancel],
  );

  // Paused, reset or finished here (or found finished after a reload): the server has nothing left to push.
  useEffect(() => {
    if (phase !== "running") cancel();
  }, [phase, cancel]);

  /** At the end, rung by the page: where the page is hidden, a notification too (the push's, replaced). */
  const ringHere = useCallback((label: string) => {
    if (typeof document === "undefined" || document.visibilityState !== "hidden") return;
    const timer = handed.current ?? last.current;
    const message = timerMessage(timer?.label ?? label, timer?.id ?? "here");
    void pushRegistration()
      .then((registration) =>
        registration?.showNotification(message.title, {
          body: message.body,
          tag: timer ? timerNotificationTag(timer.id) : message.tag,
          icon: "/icon-192.png",
          data: { url: message.url },
          ...ALARM_NOTIFICATION,
        } as NotificationOptions),
      )
      .catch(() => undefined);
  }, []);

  return { status, start, ringHere };
}
