import type { Swap } from "@core/schemas/swaps";
import { swapDayLabel } from "@core/swaps";
import type { Mail } from "../../mail/mailer";
import { message } from "../../mail/messages";

/** "Day Shift on Sat, Dec 5, 07:00–19:00 at VGH": a shift as the emails and pushes say it. */
export const shiftLine = (date: string, shift: Swap["shift"]) =>
  `${shift.name} on ${swapDayLabel(date)}, ${shift.start}–${shift.end}${shift.location ? ` at ${shift.location}` : ""}`;

/** What the request asks, as the colleague reads it. */
export function askedLine(requesterName: string, swap: Swap): string {
  const give = shiftLine(swap.date, swap.shift);
  return swap.theirDate && swap.theirShift
    ? `${requesterName} asks to trade: you take their ${give}; they take your ${shiftLine(swap.theirDate, swap.theirShift)}.`
    : `${requesterName} asks you to take their shift: ${give}.`;
}

/** The swap emails: a request to the colleague, the answer to the requester. */
export const swapMessages = {
  request: (to: string, requesterName: string, swap: Swap, url: string): Mail =>
    message(
      to,
      `${requesterName} asks you to ${swap.kind === "trade" ? "trade shifts" : "take a shift"}`,
      [
        askedLine(requesterName, swap),
        ...(swap.note ? [`Their note: “${swap.note}”`] : []),
        "Accept or decline in Friends Calendar. If you accept, both calendars change at once.",
      ],
      { label: "Answer in Friends Calendar", url },
    ),
  answer: (to: string, colleagueName: string, swap: Swap, url: string): Mail =>
    message(
      to,
      swap.status === "accepted" ? `${colleagueName} accepted your swap` : `${colleagueName} declined your swap`,
      swap.status === "accepted"
        ? [
            `${colleagueName} takes your ${shiftLine(swap.date, swap.shift)}.`,
            ...(swap.theirDate && swap.theirShift ? [`You take their ${shiftLine(swap.theirDate, swap.theirShift)}.`] : []),
            "Both calendars are updated, and the swap is in your swap record in Friends Calendar.",
          ]
        : [`${colleagueName} cannot take your ${shiftLine(swap.date, swap.shift)}. Your calendar is unchanged.`],
      { label: "Open Friends Calendar", url },
    ),
};
