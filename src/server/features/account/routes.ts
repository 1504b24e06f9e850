import fs from "node:fs";
import fsp from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { deleteCookie } from "hono/cookie";
import { z } from "zod";
import { deleteAccountBody } from "@core/schemas/account";
import type { Api } from "../../http/api";
import { signedOutAnswer } from "../../http/error-answers";
import { ApiError, badRequest } from "../../http/errors";
import { accountRules } from "../../rate-limit";
import { deleteAccount, exportAccount } from "./account-data";
import { exportArchive, pulledStream } from "./export-archive";
import { assertEmptyAccount, importArchive, importMessages, importRefusal } from "./import-archive";
import type { Services } from "../../services";

const importResponse = z.object({
  /** Rows brought back, by table. */
  rows: z.record(z.string(), z.number().int()),
  /** Files brought back. */
  files: z.number().int(),
});

/** My data: download everything the app holds about me (one ZIP), bring it back into an empty account, or delete my account. */
export function registerMyDataRoutes(api: Api, services: Services) {
  const { db, files, fileAreas, auth, limiter, config, logger } = services;

  api.get(
    "/api/account/export",
    {
      summary:
        "Download everything the app holds about me as one ZIP, made while it downloads: README.txt, data.json (every table of mine) and every file I stored (profile photo, card photos, contract documents) under files/",
      tag: "account",
      reach: "own",
      responses: {
        200: { description: "nursevitals-export-yyyy-MM-dd.zip (attachment)", contentType: "application/zip" },
        ...signedOutAnswer,
        429: { description: "Too many downloads" },
      },
    },
    async (c, { user }) => {
      await limiter.hit(accountRules.exportUser, user.id);
      const data = await exportAccount({ db, files, fileAreas, sections: services.exportSections }, user.id);
      const zip = exportArchive({ files, fileAreas, logger }, data, user.email);
      return c.body(pulledStream(zip), 200, {
        "Content-Type": "application/zip",
        "Content-Disposition": `attachment; filename="nursevitals-export-${data.exportedAt.slice(0, 10)}.zip"`,
        "Cache-Control": "no-store",
      });
    },
  );

  api.get(
    "/api/account/import",
    {
      summary:
        "Whether an export can come into this account: only into one with no records of its own yet (a new account's sample to-dos and settings do not count)",
      tag: "account",
      reach: "own",
      responses: {
        200: { description: "Allowed, or why not", schema: z.object({ allowed: z.boolean(), reason: z.string().nullable() }) },
        ...signedOutAnswer,
      },
    },
    async (c, { user }) => {
      const reason = (await importRefusal(db, user.id)) ?? null;
      return c.json({ allowed: reason === null, reason }, 200);
    },
  );

  api.post(
    "/api/account/import",
    {
      summary:
        'Bring an export (the ZIP Export my data made, multipart field "file") into this account, which must have no records yet: every record, file and link between them comes back, with new ids. Checked whole before anything is written; refused whole otherwise',
      tag: "account",
      reach: "own",
      upload: {
        field: "file",
        maxBytes: config.importMaxBytes,
        accept: ["application/zip"],
        messages: {
          tooLarge: () => importMessages.tooLarge(config.importMaxBytes),
          invalidType: () => importMessages.notZip,
          missing: "Please choose the ZIP to import.",
        },
      },
      responses: {
        200: { description: "Imported: how many rows of each table and how many files came back", schema: importResponse },
        400: { description: "Not an export, or one that was changed: a hostile name, a file NurseVitals would not store, data.json failing its schema" },
        ...signedOutAnswer,
        409: { description: "This account already has records: an export comes back only into an empty one" },
        413: { description: "The ZIP, or a file in it, is larger than NurseVitals takes" },
        415: { description: "Not a ZIP, or a file in it is not of a kind NurseVitals keeps there" },
        429: { description: "Too many imports" },
      },
    },
    async (c, { user, upload }) => {
      await limiter.hit(accountRules.importUser, user.id);
      const dir = await fsp.mkdtemp(path.join(os.tmpdir(), "nv-import-"));
      try {
        const { stored: zipPath } = await upload.receive({
          // On disk while it arrives: a ZIP is read from its end (its directory), and it may be a gigabyte.
          store: async ({ stream }) => {
            // Once its first bytes showed a ZIP, before the rest (up to a gigabyte) is received:
            // an account with records is refused whatever the ZIP holds.
            await assertEmptyAccount(db, user.id);
            const zipPath = path.join(dir, "export.zip");
            await pipeline(stream, fs.createWriteStream(zipPath));
            return zipPath;
          },
          discard: async () => undefined,
        });
        const summary = await importArchive({ db, files, fileRules: services.fileRules, maxBytes: config.importMaxBytes }, user, zipPath);
        // Her name and photo are in the session's user.
        services.sessions.forgetUser(user.id);
        return c.json(summary, 200);
      } finally {
        await fsp.rm(dir, { recursive: true, force: true });
      }
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
      refuses: {
        "Please enter your password.": "an account with a password sends it",
        "That password is not correct.": "password is her password",
        "Type your email address to confirm.": "an account without a password sends its address as confirmEmail",
      },
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
      return c.json({ deleted: true as const }, 200);
    },
  );
}
