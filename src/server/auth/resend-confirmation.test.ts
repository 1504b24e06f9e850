import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "../db/schema";
import { json, linkIn, useTestApp, errorOf } from "../testing/test-app";

const t = useTestApp();

const resend = (cookie?: string, body: unknown = {}) => t.request("/api/auth/send-verification-email", { method: "POST", cookie, body });
const confirmations = (to: string) => t.mails.filter((m) => m.to === to && /Confirm your email/.test(m.subject));

describe("Resend: the confirmation link again, to her own address only", () => {
  it("sends a working link to the signed-in nurse's own address", async () => {
    const nurse = await t.signUp();
    await t.waitForMail(nurse.email, (m) => /Confirm your email/.test(m.subject));
    const res = await resend(nurse.cookie);
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ status: true });
    await expect.poll(() => confirmations(nurse.email).length).toBe(2);
    const link = linkIn(confirmations(nurse.email).at(-1)!);
    expect((await t.request(new URL(link).pathname + new URL(link).search)).status).toBe(302);
    const [row] = await t.services.db.select({ verified: users.emailVerified }).from(users).where(eq(users.id, nurse.id));
    expect(row?.verified).toBe(true);
  });

  it("takes no address from the request (400 for any field), needs a session (401), and says when she is already confirmed", async () => {
    const nurse = await t.signUp();
    const other = await resend(nurse.cookie, { email: "someone-else@example.com" });
    expect(other.status).toBe(400);
    expect(confirmations("someone-else@example.com")).toEqual([]);
    expect((await resend(undefined)).status).toBe(401);
    await t.services.db.update(users).set({ emailVerified: true }).where(eq(users.id, nurse.id));
    const done = await resend(nurse.cookie);
    expect(done.status).toBe(400);
    expect((await errorOf(done)).message).toBe("Your email address is already confirmed.");
  });

  it("is rate limited per nurse, with change of email (both send mail)", async () => {
    const nurse = await t.signUp();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await resend(nurse.cookie)).status);
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses[5]).toBe(429);
  });
});
