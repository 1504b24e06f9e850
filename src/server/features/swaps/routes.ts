import { idParams } from "@core/schemas/common";
import { createSwapBody, swapListQuery, swapListSchema, swapSchema, type Swap } from "@core/schemas/swaps";
import { SWAP_REQUESTS_PER_HOUR, swapDayLabel } from "@core/swaps";
import type { Api } from "../../http/api";
import { inputErrorAnswers, signedOutAnswer } from "../../http/error-answers";
import type { PushMessage } from "../../push/push-sender";
import { pushIfWanted } from "../../push/notification-settings";
import type { RateRule } from "../../rate-limit";
import type { Services } from "../../services";
import { askedLine, swapMessages } from "./messages";
import { answerSwap, createSwap, listSwaps, type Notice } from "./repository";

const tag = "swaps";

/** Requests per nurse (each sends an email), as invitations: the database-backed limiter, so it holds across instances. */
export const swapRequestRule: RateRule = { name: "swap-request:user", max: SWAP_REQUESTS_PER_HOUR, windowSeconds: 60 * 60, what: "swap requests" };

const answered = { description: "Already accepted, declined or cancelled, or expired (its day has passed): `error.message` says which" };

export function registerSwapRoutes(api: Api, services: Services) {
  const { db, config, mailer, logger } = services;
  const url = `${config.baseUrl}/friends-calendar`;
  /** In the app (her list), by email, and by push when she has a device and wants colleague news (decision 054). */
  const tell = (to: Notice["to"], mail: Parameters<typeof mailer.send>[0], push: PushMessage) => {
    mailer.send(mail).catch((error: unknown) => logger.error(`Could not send "${mail.subject}" to ${mail.to}`, error));
    pushIfWanted(services, to.id, "invitations", push).catch((error: unknown) => logger.warn("A swap's push was not sent", error));
  };

  api.get(
    "/api/swaps",
    {
      summary: "My swap requests, sent and received, newest first; `show=open` those waiting for an answer, `show=agreed` my record of accepted swaps",
      tag,
      reach: "own",
      query: swapListQuery,
      responses: { 200: { description: "The requests, as I see them", schema: swapListSchema }, ...inputErrorAnswers, ...signedOutAnswer },
    },
    async (c, { user, query }) => c.json({ swaps: await listSwaps(db, user.id, query.show) }, 200),
  );

  api.post(
    "/api/swaps",
    {
      summary:
        "Ask a connected colleague (by our connection's id) to take my shift on `date`, or with `theirDate` to trade it for theirs that day; they are told in the app, by email and by push",
      tag,
      reach: "own",
      body: createSwapBody,
      limits: [swapRequestRule],
      example: { colleagueId: "0b6f1c1e-2f4a-4c55-9a53-3f1d2e9b7a10", date: "2026-12-05", note: "Family dinner — thank you!" },
      responses: {
        201: { description: "Asked (an email goes to the colleague)", schema: swapSchema },
        ...inputErrorAnswers,
        400: {
          description:
            "Invalid input (`error.fields` has a message per field), a day that has passed (`date` or `theirDate`), or `theirDate` the same day as `date`",
        },
        404: { description: "Not a connected colleague of mine (a stranger, an invitation not accepted, a removed colleague)" },
        409: {
          description:
            "I have no shift that day, the colleague already works then, (a trade) they have no shift on theirDate or I work then, or I already asked them about that day",
        },
      },
    },
    async (c, { user, body }) => {
      const { swap, notify } = await createSwap(db, user, body);
      tell(notify, swapMessages.request(notify.email, user.name, swap, url), {
        title: swap.kind === "trade" ? "A colleague asks to trade shifts" : "A colleague asks you to take a shift",
        body: askedLine(user.name, swap),
        url: "/friends-calendar",
        tag: `swap-${swap.id}`,
      });
      return c.json(swap, 201);
    },
  );

  const answerRoute = (action: "accept" | "decline" | "cancel", summary: string, done: string) =>
    api.post(
      `/api/swaps/:id/${action}`,
      {
        summary,
        tag,
        reach: "own",
        params: idParams,
        responses: {
          200: { description: done, schema: swapSchema },
          ...inputErrorAnswers,
          403: {
            description:
              action === "cancel"
                ? "I was asked, not the one who asked: only the requester cancels"
                : "I sent this request: only the colleague asked answers it",
          },
          404: { description: "No such request of mine (another nurse's id included)" },
          409:
            action === "accept"
              ? {
                  description:
                    "Already answered or expired; or its days changed since it was sent (her shift moved, or one of us now works that day), or we are no longer connected: `error.message` says which, plainly",
                }
              : answered,
        },
      },
      async (c, { user, params }) => {
        const { to, swap } = await answerSwap(db, user, params.id, action);
        if (action !== "cancel") notifyAnswer(to, user.name, swap);
        return c.json(swap, 200);
      },
    );

  const notifyAnswer = (requester: Notice["to"], colleagueName: string, swap: Swap) =>
    tell(requester, swapMessages.answer(requester.email, colleagueName, swap, url), {
      title: swap.status === "accepted" ? `${colleagueName} accepted your swap` : `${colleagueName} declined your swap`,
      body:
        swap.status === "accepted"
          ? `They take your ${swap.shift.name} on ${swapDayLabel(swap.date)}. Your calendar is updated.`
          : `Your ${swap.shift.name} on ${swapDayLabel(swap.date)} stays yours.`,
      url: "/friends-calendar",
      tag: `swap-${swap.id}`,
    });

  answerRoute(
    "accept",
    "Accept a request sent to me: both calendars change in one transaction (my day gets the shift, with a copy of its shift type in my library when I have none like it; theirs is cleared or, in a trade, gets my shift). Not undoable from either calendar's Undo",
    "Accepted: both calendars are changed, and the requester is told",
  );
  answerRoute("decline", "Decline a request sent to me; the requester is told", "Declined");
  answerRoute("cancel", "Cancel a request I sent, while it waits for an answer", "Cancelled");
}
