import { TIMER_PUSH_GRACE_MS, TIMER_PUSH_STALE_MS, timerMessage, timerPushesDueBy, timerPushIsStale } from "@core/timer-push";
import type { Services } from "../../services";
import type { Task } from "../../tasks/scheduler";
import { claimDueTimers } from "./repository";

/** A push waiting longer than this at the push service (a phone off) is no longer worth showing. */
const TIMER_TTL_SECONDS = TIMER_PUSH_STALE_MS / 1000;

/**
 * Claims the due timers (all, or the one `id`) and pushes each. The claim is the row's
 * delete: of several instances (or an instance's alarm and its task) deleting the same
 * row, one gets it back, so each goes once; a timer she cancelled has no row to claim.
 * One claimed too late (no instance ran at its end) is dropped.
 */
async function claimAndSend({ db, push, logger }: Pick<Services, "db" | "push" | "logger">, now: Date, id?: string): Promise<number> {
  const claimed = await claimDueTimers(db, timerPushesDueBy(now), id);
  let sent = 0;
  for (const timer of claimed) {
    if (timerPushIsStale(timer.endsAt, now)) {
      logger.info("A timer's push was dropped: no instance was running at its end");
      continue;
    }
    const delivered = await push.send(timer.userId, timerMessage(timer.label, timer.id), { ttlSeconds: TIMER_TTL_SECONDS, urgency: "high" });
    if (delivered > 0) sent++;
  }
  return sent;
}

/** Pushes every timer due at `now` (decision 046, "Timers"); resolves with how many reached a device. */
export const sendDueTimerPushes = (services: Pick<Services, "db" | "push" | "logger">, now = new Date()) => claimAndSend(services, now);

/**
 * Every scheduler tick (the lease is shorter than a tick): the timers no alarm sent,
 * because the instance that took them stopped or another instance took them.
 */
export function timerPushesTask(services: Services): Task {
  return { name: "timer-pushes", everySeconds: 5, run: async () => void (await sendDueTimerPushes(services)) };
}

/**
 * This instance's alarms for the timers it took: each fires at its timer's end plus the
 * grace, so the push is on time rather than at the next tick. An alarm whose timer was
 * cancelled or already sent finds no row and sends nothing.
 */
export function createTimerAlarms(services: Pick<Services, "db" | "push" | "logger">) {
  const alarms = new Map<string, ReturnType<typeof setTimeout>>();
  return {
    arm(id: string, endsAt: Date) {
      const alarm = setTimeout(
        () => {
          alarms.delete(id);
          claimAndSend(services, new Date(), id).catch((error: unknown) => services.logger.warn("A timer's push was not sent", error));
        },
        // A few milliseconds over: a timer may fire a hair early, and a row not yet due would wait for the next tick.
        Math.max(0, endsAt.getTime() + TIMER_PUSH_GRACE_MS + 20 - Date.now()),
      );
      alarm.unref?.();
      alarms.set(id, alarm);
    },
    disarm(id: string) {
      clearTimeout(alarms.get(id));
      alarms.delete(id);
    },
  };
}
