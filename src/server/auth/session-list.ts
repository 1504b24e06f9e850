import { describeDevice } from "@core/device";
import type { Services } from "../services";

/**
 * My active sessions, newest first, without their tokens. Read through Better
 * Auth's adapter rather than its /list-sessions, which refuses sessions older
 * than a day (its "fresh" rule) — a nurse signed in for a week must still see
 * and end her other devices.
 */
export async function activeSessions(services: Services, userId: string, currentId: string) {
  const ctx = await services.auth.$context;
  const now = Date.now();
  const rows = (await ctx.internalAdapter.listSessions(userId)).filter((s) => new Date(s.expiresAt).getTime() > now);
  rows.sort((a, b) => Number(b.id === currentId) - Number(a.id === currentId) || new Date(b.updatedAt).getTime() - new Date(a.updatedAt).getTime());
  return {
    sessions: rows.map((s) => ({
      id: s.id,
      device: describeDevice(s.userAgent),
      ipAddress: s.ipAddress ?? null,
      createdAt: new Date(s.createdAt).toISOString(),
      lastActiveAt: new Date(s.updatedAt).toISOString(),
      expiresAt: new Date(s.expiresAt).toISOString(),
      current: s.id === currentId,
    })),
  };
}
