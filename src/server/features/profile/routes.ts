import { and, eq } from "drizzle-orm";
import { AVATAR_MAX_BYTES, AVATAR_TYPES, avatarMessages } from "@core/avatar-rules";
import { birthdayProblem, todayForChange } from "@core/birthday";
import { experienceDays } from "@core/experience";
import { todayIn } from "@core/calendar-dates";
import { avatarResponse, profileResponse, profileUpdateBody, type ProfileResponse } from "@core/schemas/profile";
import type { Database } from "../../db/client";
import { accounts, users } from "../../db/schema";
import { avatarTypeMessage, toAvatarPng } from "../../files/avatar-image";
import { AVATAR_STORED_NAME, saveAvatar } from "./avatar-store";
import type { Api } from "../../http/api";
import { badRequest } from "../../http/errors";
import { accountRules, fileRules } from "../../rate-limit";
import { ensureProfile, updateProfile, type Profile } from "./repository";
import type { Services } from "../../services";

const invalid = { description: "Invalid input (message says which field)" };

/** The sign-in email and whether there is a password (users and accounts notify the answer cache when they change). */
async function accountFacts(db: Database, userId: string): Promise<{ email: string; hasPassword: boolean }> {
  const [row] = await db
    .select({ email: users.email, credential: accounts.id })
    .from(users)
    .leftJoin(accounts, and(eq(accounts.userId, users.id), eq(accounts.providerId, "credential")))
    .where(eq(users.id, userId))
    .limit(1);
  return { email: row?.email ?? "", hasPassword: Boolean(row?.credential) };
}

function profileView(row: Profile, { email, hasPassword }: { email: string; hasPassword: boolean }): ProfileResponse {
  const today = todayIn(row.timezone);
  return {
    name: row.name,
    email,
    dob: row.dob,
    countryCode: row.countryCode,
    avatarUrl: row.avatarUrl,
    timezone: row.timezone,
    licenseDate: row.licenseDate,
    gradDate: row.gradDate,
    updatedAt: row.updatedAt.toISOString(),
    experienceDays: experienceDays(row, today),
    today,
    hasPassword,
  };
}

/** The account screen's profile and photo: docs/product/sign-in-and-account.md, Account. */
export function registerProfileRoutes(api: Api, services: Services) {
  const { db, auth, userData } = services;

  api.get(
    "/api/profile",
    {
      summary: "My profile (created with just my id when there is none), with experience in days",
      tag: "profile",
      reach: "own",
      responses: { 200: { description: "The profile", schema: profileResponse } },
    },
    async (c, { user }) => {
      // From the answer cache: profiles, users and accounts notify on every write (an
      // email confirmed through a link included); today and experience are of each answer.
      const { row, account } = await userData.getOrLoad(user.id, "profile", async () => ({
        row: await ensureProfile(db, user.id),
        account: await accountFacts(db, user.id),
      }));
      return c.json(profileView(row, account), 200);
    },
  );

  api.patch(
    "/api/profile",
    {
      summary: "Change my name, birthday, country, time zone, licence or graduation date (null clears a field)",
      tag: "profile",
      reach: "own",
      body: profileUpdateBody,
      example: { name: "Maya Okafor", dob: "1990-07-14", countryCode: "CA", timezone: "America/Vancouver", licenseDate: "2016-06-20", gradDate: "2016-04-29" },
      responses: { 200: { description: "The saved profile", schema: profileResponse }, 400: invalid },
    },
    async (c, { body, user }) => {
      const current = await ensureProfile(db, user.id);
      const problem = body.dob ? birthdayProblem(body.dob, todayForChange(body, current)) : undefined;
      if (problem) throw badRequest(problem, { dob: problem });
      const row = await updateProfile(db, user.id, body);
      // The header shows the session user's name: keep it the same.
      if (body.name !== undefined && body.name !== user.name) {
        await (await auth.$context).internalAdapter.updateUser(user.id, { name: body.name });
      }
      return c.json(profileView(row, await accountFacts(db, user.id)), 200);
    },
  );

  api.post(
    "/api/profile/avatar",
    {
      summary: 'Upload my profile photo (multipart field "file", an image under 5 MB); stored re-encoded as PNG without metadata',
      tag: "profile",
      reach: "own",
      limits: [accountRules.avatarUser, fileRules.uploadUser],
      upload: {
        field: "file",
        maxBytes: AVATAR_MAX_BYTES,
        accept: [...AVATAR_TYPES],
        messages: { tooLarge: () => avatarMessages.tooLarge, invalidType: (_, detected) => avatarTypeMessage(detected), missing: avatarMessages.missing },
        fileArea: "avatars",
        storedName: AVATAR_STORED_NAME,
      },
      responses: {
        200: { description: "Saved; its public URL", schema: avatarResponse },
        400: invalid,
        413: {
          description:
            "Image size must be less than 5MB (or more pixels than the server decodes: 80 MP, 12 MP for AVIF, GIF, interlaced PNG), or past my storage quota (the message names it and what is used)",
        },
        415: { description: "Not an image (checked by its bytes)" },
      },
    },
    async (c, { user, upload }) => {
      const png = await toAvatarPng(await upload.bytes());
      const avatarUrl = await saveAvatar(services, user.id, png);
      return c.json({ avatarUrl }, 200);
    },
  );
}
