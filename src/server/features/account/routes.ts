import { deleteCookie } from "hono/cookie";
import { z } from "zod";
import { deleteAccountBody } from "@core/schemas/account";
import type { Api } from "../../http/api";
import { textAnswer } from "../../http/compression";
import { ApiError, badRequest } from "../../http/errors";
import { accountRules } from "../../rate-limit";
import { deleteAccount, exportAccount } from "./account-data";
import type { Services } from "../../services";

/** Issue 4, my data: download everything the app holds about me, or delete my account. */
export function registerMyDataRoutes(api: Api, services: Services) {
  const { db, files, fileAreas, auth, limiter, config } = services;

  api.get(
    "/api/account/export",
    {
      summary: "Download everything the app holds about me as one JSON file: every table of mine, file links included",
      tag: "account",
      reach: "own",
      responses: {
        200: { description: "nursevitals-export-yyyy-MM-dd.json (attachment)", contentType: "application/json" },
        429: { description: "Too many downloads" },
      },
    },
    async (c, { user }) => {
      await limiter.hit(accountRules.exportUser, user.id);
      const data = await exportAccount({ db, files, fileAreas, baseUrl: config.baseUrl, sections: services.exportSections }, user.id);
      const name = `nursevitals-export-${data.exportedAt.slice(0, 10)}.json`;
      return textAnswer(c, JSON.stringify(data, null, 2), "application/json; charset=utf-8", 200, {
        "Content-Disposition": `attachment; filename="${name}"`,
        "Cache-Control": "no-store",
      });
    },
  );

  api.delete(
    "/api/account",
    {
      summary: "Delete my account for good: every row and file of mine, then sign out. Needs my password (an account without one confirms with its email)",
      tag: "account",
      reach: "own",
      body: deleteAccountBody,
      example: { password: "the-current-secret" },
      responses: {
        200: { description: "Deleted and signed out", schema: z.object({ deleted: z.literal(true) }) },
        400: { description: "Password missing or wrong" },
        429: { description: "Too many attempts" },
      },
    },
    async (c, { body, user }) => {
      await limiter.hit(accountRules.deleteAccountUser, user.id);
      const ctx = await auth.$context;
      // The email as it is now (the session reader may hold it from a moment ago).
      const email = (await ctx.internalAdapter.findUserById(user.id))?.email ?? user.email;
      const credential = (await ctx.internalAdapter.findAccounts(user.id)).find((a) => a.providerId === "credential" && a.password);
      if (credential?.password) {
        if (!body.password) throw badRequest("Please enter your password.", { password: "Please enter your password." });
        const ok = await ctx.password.verify({ hash: credential.password, password: body.password });
        if (!ok) throw badRequest("That password is not correct.", { password: "That password is not correct." });
      } else if ((body.confirmEmail ?? "").toLowerCase() !== email.toLowerCase()) {
        throw badRequest("Type your email address to confirm.", { confirmEmail: "Type your email address to confirm." });
      }
      await deleteAccount({ db, files, fileAreas }, { id: user.id, email }).catch((error: unknown) => {
        services.logger.error(`Could not delete account ${user.id}`, error);
        throw new ApiError(500, "internal", "Your account could not be deleted. Please try again.");
      });
      services.sessions.forgetUser(user.id);
      for (const cookie of [ctx.authCookies.sessionToken, ctx.authCookies.sessionData, ctx.authCookies.dontRememberToken]) {
        deleteCookie(c, cookie.name, { path: "/", secure: Boolean(cookie.attributes.secure), httpOnly: true, sameSite: "Lax" });
      }
      return c.json({ deleted: true as const });
    },
  );
}
