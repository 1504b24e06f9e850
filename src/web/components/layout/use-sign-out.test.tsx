import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";

/**
 * Signing out on a shared phone: what the phone kept is forgotten and this browser stops getting her
 * notifications, before the server ends her sessions. The session, outbox and store are stand-ins; the
 * browser's push subscription is a spy.
 */
const calls = vi.hoisted(() => [] as string[]);
vi.mock("@web/lib/api/outbox", () => ({ flushOutbox: () => void calls.push("flush outbox") }));
vi.mock("@web/lib/api/offline-store", () => ({ forgetOfflineStore: () => void calls.push("forget store") }));
vi.mock("@web/lib/api/session", () => ({ signOutEverywhere: () => void calls.push("sign out"), setSignedOut: () => undefined }));

const { useSignOut } = await import("./use-sign-out");

function signOutWith(serviceWorker: unknown) {
  Object.defineProperty(navigator, "serviceWorker", { value: serviceWorker, configurable: true });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>
  );
  return renderHook(() => useSignOut(), { wrapper }).result.current();
}

describe("sign out", () => {
  it("unsubscribes this browser from her notifications before the server ends her sessions", async () => {
    calls.length = 0;
    const unsubscribe = vi.fn(() => {
      calls.push("unsubscribe");
      return Promise.resolve(true);
    });
    await signOutWith({ getRegistration: () => Promise.resolve({ pushManager: { getSubscription: () => Promise.resolve({ unsubscribe }) } }) });
    expect(unsubscribe).toHaveBeenCalledOnce();
    expect(calls).toEqual(["flush outbox", "forget store", "unsubscribe", "sign out"]);
  });

  it("signs out all the same where there is no push, no service worker or no network for the push service", async () => {
    for (const serviceWorker of [
      undefined,
      { getRegistration: () => Promise.resolve(undefined) },
      { getRegistration: () => Promise.resolve({ pushManager: { getSubscription: () => Promise.resolve(null) } }) },
      { getRegistration: () => Promise.resolve({ pushManager: { getSubscription: () => Promise.reject(new Error("offline")) } }) },
    ]) {
      calls.length = 0;
      await signOutWith(serviceWorker);
      expect(calls).toEqual(["flush outbox", "forget store", "sign out"]);
    }
  });
});
