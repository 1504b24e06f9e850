import { ArrowLeftRight, Check, Printer, X } from "lucide-react";
import type { Swap } from "@core/schemas/swaps";
import { Button } from "@web/components/ui/button";
import { useFormats } from "@web/lib/hooks/use-formats";
import { notifySuccess } from "@web/lib/notify";
import { useAnswerSwap, useSwaps } from "../api/swaps";

const times = (s: Swap["shift"]) => `${s.start}–${s.end}${s.location ? ` · ${s.location}` : ""}`;
const agreedAt = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

/**
 * Swaps with colleagues (decision 054) on Friends Calendar: requests waiting
 * for her answer (Accept, Decline), her own waiting ones (Cancel), and the
 * record of agreed swaps — who, which day, when agreed — she can print for her manager.
 */
export function SwapsCard() {
  const swaps = useSwaps();
  const answer = useAnswerSwap();
  const { formatShortDate, formatLongDate } = useFormats();
  const all = swaps.data ?? [];
  const incoming = all.filter((s) => s.role === "colleague" && s.status === "pending");
  const mine = all.filter((s) => s.role === "requester" && s.status !== "accepted").slice(0, 8);
  const record = all.filter((s) => s.status === "accepted").sort((a, b) => (b.answeredAt ?? "").localeCompare(a.answeredAt ?? ""));
  if (!all.length) return null;

  const day = (date: string) => formatShortDate(date);
  const act = (swap: Swap, action: "accept" | "decline" | "cancel") =>
    answer.mutate(
      { id: swap.id, action },
      {
        onSuccess: () =>
          notifySuccess(
            { accept: "Swap accepted", decline: "Swap declined", cancel: "Request cancelled" }[action],
            action === "accept" ? "Both calendars are updated." : undefined,
          ),
      },
    );
  /** What the swap moves, in her words. */
  const asked = (s: Swap) =>
    s.role === "colleague"
      ? `${s.other.name} asks you to take their ${s.shift.name} on ${day(s.date)} (${times(s.shift)})${s.theirShift && s.theirDate ? `; they take your ${s.theirShift.name} on ${day(s.theirDate)}` : ""}.`
      : `You asked ${s.other.name} to take your ${s.shift.name} on ${day(s.date)} (${times(s.shift)})${s.theirShift && s.theirDate ? ` for their ${s.theirShift.name} on ${day(s.theirDate)}` : ""}.`;
  const long = (date: string) => formatLongDate(date);
  const agreed = (s: Swap) =>
    s.role === "requester"
      ? `${s.other.name} took your ${s.shift.name} on ${long(s.date)} (${times(s.shift)})${s.theirShift && s.theirDate ? `; you took their ${s.theirShift.name} on ${long(s.theirDate)} (${times(s.theirShift)})` : ""}`
      : `You took ${s.other.name}'s ${s.shift.name} on ${long(s.date)} (${times(s.shift)})${s.theirShift && s.theirDate ? `; they took your ${s.theirShift.name} on ${long(s.theirDate)} (${times(s.theirShift)})` : ""}`;
  const statusWord: Record<Swap["status"], string> = {
    pending: "Waiting",
    accepted: "Accepted",
    declined: "Declined",
    cancelled: "Cancelled",
    expired: "Expired",
  };

  return (
    <section aria-labelledby="swaps-heading" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm print:border-0 print:shadow-none">
      <h2 id="swaps-heading" className="mb-3 flex items-center gap-2 text-base font-semibold print:hidden">
        <ArrowLeftRight className="size-4" aria-hidden /> Swaps
      </h2>

      {incoming.length > 0 && (
        <div className="mb-4 print:hidden">
          <h3 className="mb-2 text-sm font-medium text-slate-700">Asked of you</h3>
          <ul className="space-y-2" aria-label="Swap requests for you">
            {incoming.map((s) => (
              <li key={s.id} className="flex flex-wrap items-center gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm">
                {/* At least 15rem of text: on a phone the buttons go to the next line rather than squeeze it. */}
                <div className="min-w-0 flex-1 basis-60">
                  <p>{asked(s)}</p>
                  {s.note && <p className="text-slate-600">“{s.note}”</p>}
                </div>
                <div className="flex gap-2">
                  <Button
                    size="sm"
                    disabled={answer.isPending}
                    onClick={() => act(s, "accept")}
                    aria-label={`Accept ${s.other.name}'s swap for ${day(s.date)}`}
                  >
                    <Check aria-hidden /> Accept
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={answer.isPending}
                    onClick={() => act(s, "decline")}
                    aria-label={`Decline ${s.other.name}'s swap for ${day(s.date)}`}
                  >
                    <X aria-hidden /> Decline
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        </div>
      )}

      {mine.length > 0 && (
        <div className="mb-4 print:hidden">
          <h3 className="mb-2 text-sm font-medium text-slate-700">Your requests</h3>
          <ul className="space-y-2" aria-label="Your swap requests">
            {mine.map((s) => (
              <li key={s.id} className="flex flex-wrap items-center gap-3 rounded-lg border border-slate-200 p-3 text-sm">
                <p className="min-w-0 flex-1 basis-60">{asked(s)}</p>
                <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">{statusWord[s.status]}</span>
                {s.status === "pending" && (
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={answer.isPending}
                    onClick={() => act(s, "cancel")}
                    aria-label={`Cancel your request to ${s.other.name}`}
                  >
                    Cancel request
                  </Button>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}

      <div>
        <div className="mb-2 flex items-center gap-2">
          <h3 className="mr-auto text-sm font-medium text-slate-700 print:text-lg print:text-black">Swap record</h3>
          {record.length > 0 && (
            <Button size="sm" variant="outline" className="print:hidden" onClick={() => window.print()}>
              <Printer aria-hidden /> Print
            </Button>
          )}
        </div>
        {record.length ? (
          <table className="w-full text-left text-sm" aria-label="Swap record">
            {/* On a phone each agreed swap is a short block (agreed, with whom, what): three columns do not fit. */}
            <thead className="text-xs text-slate-600 max-sm:sr-only">
              <tr>
                <th className="py-1 pr-3 font-medium">Agreed</th>
                <th className="py-1 pr-3 font-medium">With</th>
                <th className="py-1 font-medium">Swap</th>
              </tr>
            </thead>
            <tbody>
              {record.map((s) => (
                <tr key={s.id} className="border-t border-slate-100 align-top max-sm:block max-sm:py-2">
                  <td className="py-2 pr-3 whitespace-nowrap max-sm:block max-sm:py-0 max-sm:text-xs max-sm:text-slate-600">
                    {s.answeredAt ? agreedAt.format(new Date(s.answeredAt)) : ""}
                  </td>
                  <td className="py-2 pr-3 max-sm:block max-sm:py-0 max-sm:font-medium">{s.other.name}</td>
                  <td className="py-2 max-sm:block max-sm:py-0">{agreed(s)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p className="text-sm text-slate-600">No swap agreed yet. Accepted swaps are listed here, with the day they were agreed, to show your manager.</p>
        )}
      </div>
    </section>
  );
}
