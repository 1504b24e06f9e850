import { z } from "zod";
import { idParams } from "@core/schemas/common";
import {
  blockAddressBody,
  blockListSchema,
  blockSchema,
  colleagueListSchema,
  colleagueSchema,
  colleagueShiftsQuery,
  colleagueShiftsSchema,
  inviteColleagueBody,
  updateColleagueBody,
} from "@core/schemas/colleagues";
import type { Api } from "../../http/api";
import { inputErrorAnswers, signedOutAnswer } from "../../http/error-answers";
import { jsonTextAnswer } from "../../http/compression";
import { ApiError, badRequest, conflict } from "../../http/errors";
import type { RateRule } from "../../rate-limit";
import { pushIfWanted } from "../../push/notification-settings";
import type { Services } from "../../services";
import { colleagueMessages } from "./messages";
import {
  answerInvitation,
  blockAddress,
  colleagueWorkingShifts,
  getColleague,
  inviteColleague,
  isOwnAddress,
  listColleagues,
  listBlocks,
  removeColleague,
  unblock,
  updateColleague,
} from "./repository";

const tag = "colleagues";

/** Invitations per nurse (each sends an email): the database-backed limiter, so it holds across instances. */
export const colleagueInviteRule: RateRule = { name: "colleague-invite:user", max: 20, windowSeconds: 60 * 60 };

const SELF = "You cannot invite yourself.";
/** Only a confirmed address invites: nobody can invite, or have the app mail anyone, under an address that is not theirs. */
export const UNCONFIRMED = "Confirm your email address first: open the link we sent you, or send it again. Then you can invite colleagues.";

export function registerColleagueRoutes(api: Api, services: Services) {
  const { db, config, limiter, mailer, logger, userData } = services;
  const sendLater = (mail: Parameters<typeof mailer.send>[0]) => {
    mailer.send(mail).catch((error: unknown) => logger.error(`Could not send "${mail.subject}" to ${mail.to}`, error));
  };

  api.get(
    "/api/colleagues",
    {
      summary: "My network: connected colleagues, my invitations, and invitations waiting for my answer",
      tag,
      reach: "own",
      responses: { 200: { description: "The network, oldest first", schema: colleagueListSchema }, ...signedOutAnswer },
    },
    async (c, { user }) => c.json({ colleagues: await listColleagues(db, user.id) }, 200),
  );

  // Before /api/colleagues/:id, so "shifts" is never taken for an id.
  api.get(
    "/api/colleagues/shifts",
    {
      summary: "My shifts and my connected colleagues' from/to (at most 62 days), as working facts only: name, start, end, hospital, unit",
      tag,
      reach: "shared-read",
      query: colleagueShiftsQuery,
      responses: {
        200: { description: "Shifts per person (`colleagues[].id` is the connection id)", schema: colleagueShiftsSchema },
        ...inputErrorAnswers,
        404: { description: "colleagueId is not a connected colleague of mine" },
      },
    },
    async (c, { user, query }) => {
      const answer = await colleagueWorkingShifts(db, userData, user.id, query.from, query.to, query.colleagueId);
      return jsonTextAnswer(c, answer, 200, { "Cache-Control": "private, no-store" });
    },
  );

  api.post(
    "/api/colleagues",
    {
      summary:
        "Invite a colleague by name and email (my own address must be confirmed). The answer is the same whether or not the address has an account; an invitation lasts 30 days",
      tag,
      reach: "own",
      share: "offer",
      body: inviteColleagueBody,
      example: { name: "Jordan Lee", email: "jordan.lee@example.com" },
      responses: {
        201: { description: "Invited (an email goes out)", schema: colleagueSchema },
        ...inputErrorAnswers,
        403: { description: "My email address is not confirmed yet (`error.code` is `email_not_confirmed`): nothing is sent" },
        409: { description: "Already invited (within the last 30 days), already connected, or they already invited me" },
        429: { description: "Too many invitations; try again later" },
      },
    },
    async (c, { user, body }) => {
      await limiter.hit(colleagueInviteRule, user.id);
      const outcome = await inviteColleague(db, user.id, body);
      switch (outcome.kind) {
        case "unconfirmed":
          throw new ApiError(403, "email_not_confirmed", UNCONFIRMED);
        case "self":
          throw badRequest(SELF, { email: SELF });
        case "already-invited":
          throw conflict("You have already invited this colleague.");
        case "already-connected":
          throw conflict("This colleague is already in your network.");
        case "invited-you":
          throw conflict("This colleague has already invited you: accept the invitation in Your Network.");
      }
      if (outcome.mailTo) {
        const { address, hasAccount, accountId } = outcome.mailTo;
        if (accountId) {
          const message = {
            title: "A colleague invited you",
            body: `${user.name} wants to share schedules with you.`,
            url: "/friends-calendar",
            tag: "invitation",
          };
          pushIfWanted(services, accountId, "invitations", message).catch((error: unknown) => logger.warn("An invitation's push was not sent", error));
        }
        sendLater(
          hasAccount
            ? colleagueMessages.invitation(address, user.name, `${config.baseUrl}/friends-calendar`)
            : colleagueMessages.signUpInvitation(address, user.name, `${config.baseUrl}/signup`),
        );
      }
      return c.json(outcome.colleague, 201);
    },
  );

  api.post(
    "/api/colleagues/blocks",
    {
      summary: "Block an address: it cannot invite me again, and any link with it goes",
      tag,
      reach: "own",
      body: blockAddressBody,
      example: { email: "someone@example.com" },
      responses: { 201: { description: "Blocked", schema: blockSchema }, ...inputErrorAnswers },
    },
    async (c, { user, body }) => {
      if (await isOwnAddress(db, user.id, body.email)) throw badRequest("You cannot block yourself.", { email: "You cannot block yourself." });
      return c.json(await blockAddress(db, user.id, body.email), 201);
    },
  );

  // Before /api/colleagues/:id, which would take "blocks" for an id.
  api.get(
    "/api/colleagues/blocks",
    {
      summary: "The addresses I blocked, newest first",
      tag,
      reach: "own",
      responses: { 200: { description: "Blocked addresses", schema: blockListSchema }, ...signedOutAnswer },
    },
    async (c, { user }) => c.json({ blocks: await listBlocks(db, user.id) }, 200),
  );

  api.delete(
    "/api/colleagues/blocks/:id",
    {
      summary: "Unblock an address: it may invite me again (what blocking removed stays removed)",
      tag,
      reach: "own",
      params: idParams,
      responses: {
        200: { description: "Unblocked", schema: z.object({ id: z.string() }) },
        ...inputErrorAnswers,
        404: { description: "Not an address I blocked" },
      },
    },
    async (c, { user, params }) => {
      await unblock(db, user.id, params.id);
      return c.json({ id: params.id }, 200);
    },
  );

  api.get(
    "/api/colleagues/:id",
    {
      summary: "One colleague of my network, as I see them",
      tag,
      reach: "own",
      params: idParams,
      responses: { 200: { description: "The colleague", schema: colleagueSchema }, ...inputErrorAnswers, 404: { description: "Not in my network" } },
    },
    async (c, { user, params }) => c.json(await getColleague(db, user.id, params.id), 200),
  );

  api.post(
    "/api/colleagues/:id/accept",
    {
      summary: "Accept an invitation sent to my verified email (from a confirmed address, within its 30 days)",
      tag,
      reach: "own",
      share: "accept",
      params: idParams,
      responses: {
        200: { description: "Connected", schema: colleagueSchema },
        ...inputErrorAnswers,
        404: { description: "No such invitation waiting for me" },
        409: { description: "We are already connected" },
      },
    },
    async (c, { user, params }) => c.json((await answerInvitation(db, user.id, params.id, "accepted"))!, 200),
  );

  api.post(
    "/api/colleagues/:id/decline",
    {
      summary: "Decline an invitation sent to my verified email (the inviter is not told)",
      tag,
      reach: "own",
      params: idParams,
      responses: {
        200: { description: "Declined", schema: z.object({ id: z.string() }) },
        ...inputErrorAnswers,
        404: { description: "No such invitation waiting for me" },
        409: { description: "We are already connected" },
      },
    },
    async (c, { user, params }) => {
      await answerInvitation(db, user.id, params.id, "declined");
      return c.json({ id: params.id }, 200);
    },
  );

  api.patch(
    "/api/colleagues/:id",
    {
      summary: "Change my own label and colour for a colleague (hers for me stay as they are)",
      tag,
      reach: "own",
      params: idParams,
      body: updateColleagueBody,
      example: { name: "Jordan (ICU)", color: "#16a34a" },
      responses: { 200: { description: "Changed", schema: colleagueSchema }, ...inputErrorAnswers, 404: { description: "Not in my network" } },
    },
    async (c, { user, params, body }) => c.json(await updateColleague(db, user.id, params.id, body), 200),
  );

  api.delete(
    "/api/colleagues/:id",
    {
      summary: "Remove a colleague or withdraw an invitation; neither sees anything of the other after, and they are not told",
      tag,
      reach: "own",
      share: "end",
      params: idParams,
      responses: { 200: { description: "Removed", schema: z.object({ id: z.string() }) }, ...inputErrorAnswers, 404: { description: "Not in my network" } },
    },
    async (c, { user, params }) => {
      await removeColleague(db, user.id, params.id);
      return c.json({ id: params.id }, 200);
    },
  );
}
