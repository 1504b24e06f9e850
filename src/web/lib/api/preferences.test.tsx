// @vitest-environment-options {"url": "http://localhost:3000/account"}
import { MutationCache, QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { PreferencesResponse } from "@core/schemas/preferences";

/**
 * Saving preferences (useSavePreferences, decision 049): the change shows at once on every screen that reads them;
 * a refused save toasts its errorTitle and puts back what the server has, or, for the dashboard's layout
 * (keepOnFailure), leaves her change on screen. The server is a fetch stand-in: a read answers at once with what
 * it holds, each save waits until the test answers it.
 */
const server = vi.hoisted(() => {
  const state = {
    saved: undefined as unknown as PreferencesResponse,
    reads: 0,
    saves: [] as { body: Record<string, unknown>; answer: (status: number) => void }[],
  };
  // openapi-fetch keeps the fetch it was made with: the stand-in is in place before the app's client is.
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    if (new URL(request.url).pathname !== "/api/preferences") return Response.json({ error: { code: "not_found", message: "Not found." } }, { status: 404 });
    if (request.method === "GET") {
      state.reads++;
      return Response.json(state.saved);
    }
    const body = (await request.json()) as Record<string, unknown>;
    return new Promise<Response>((resolve) => {
      state.saves.push({
        body,
        answer: (status) => {
          if (status === 200) state.saved = { ...state.saved, ...body } as PreferencesResponse;
          resolve(
            status === 200
              ? Response.json(state.saved)
              : Response.json({ error: { code: "internal", message: "Something went wrong on our side." } }, { status }),
          );
        },
      });
    });
  };
  return state;
});

const toasts = vi.hoisted(() => [] as { kind: string; title: string; description?: string }[]);
vi.mock("@web/lib/notify", () => ({
  notify: (kind: string, title: string, description?: string) => toasts.push({ kind, title, description }),
  notifyError: (title: string, description?: string) => toasts.push({ kind: "error", title, description }),
}));

const { usePreferences, useSavePreferences } = await import("./preferences");
const { toastMutationError } = await import("./mutation-errors");

const saved: PreferencesResponse = {
  region: "CA",
  accentColor: "#3b82f6",
  quickLinks: ["/calendar"],
  countdownDate: null,
  reminders: { certificationEmails: true, certificationLeadDays: 30 },
  dashboardLayout: { hidden: [], order: ["quick-links", "metronome"] },
  updatedAt: "2026-11-27T00:00:00.000Z",
};

function renderPreferences(options: { keepOnFailure?: boolean } = {}) {
  server.saved = saved;
  server.reads = 0;
  server.saves = [];
  toasts.length = 0;
  // As the app's query client: a failed mutation toasts through its meta (app/query-client.ts).
  const queryClient = new QueryClient({
    mutationCache: new MutationCache({ onError: (error, _variables, _context, mutation) => toastMutationError(error, mutation.meta) }),
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  const { result } = renderHook(() => ({ preferences: usePreferences(), save: useSavePreferences({ errorTitle: "Preferences not saved", ...options }) }), {
    wrapper,
  });
  const answer = async (status: number) => {
    await waitFor(() => expect(server.saves.length).toBe(1));
    await act(async () => server.saves[0]!.answer(status));
  };
  return { result, queryClient, answer };
}

afterEach(() => {
  server.saves = [];
});

describe("saving preferences", () => {
  it("shows the change at once, before the server answers, and keeps what the server saved", async () => {
    const { result, answer } = renderPreferences();
    await waitFor(() => expect(result.current.preferences.isSuccess).toBe(true));
    act(() => result.current.save.mutate({ region: "UK" }));
    await waitFor(() => expect(result.current.preferences.data?.region).toBe("UK"));
    expect(server.saves[0]?.body).toEqual({ region: "UK" });
    await answer(200);
    await waitFor(() => expect(result.current.save.isSuccess).toBe(true));
    expect(result.current.preferences.data?.region).toBe("UK");
    expect(toasts).toEqual([]);
  });

  it("a refused save puts back what the server has and toasts its title with the server's message", async () => {
    const { result, answer } = renderPreferences();
    await waitFor(() => expect(result.current.preferences.isSuccess).toBe(true));
    act(() => result.current.save.mutate({ region: "UK", quickLinks: [] }));
    await waitFor(() => expect(result.current.preferences.data?.region).toBe("UK"));
    await answer(500);
    await waitFor(() => expect(result.current.save.isError).toBe(true));
    await waitFor(() => expect(result.current.preferences.data).toMatchObject({ region: "CA", quickLinks: ["/calendar"] }));
    expect(toasts).toEqual([{ kind: "error", title: "Preferences not saved", description: "Something went wrong on our side." }]);
  });

  it("after a refused save, reads again what the server has: a live preview that ran ahead of the save is not kept", async () => {
    const { result, queryClient, answer } = renderPreferences();
    await waitFor(() => expect(result.current.preferences.isSuccess).toBe(true));
    const readsBefore = server.reads;
    // The accent colour's live preview writes the cache as she drags, before Save.
    act(() => {
      queryClient.setQueryData(["preferences"], { ...saved, accentColor: "#ff0000" });
    });
    act(() => result.current.save.mutate({ accentColor: "#00ff00" }));
    await waitFor(() => expect(result.current.preferences.data?.accentColor).toBe("#00ff00"));
    await answer(500);
    await waitFor(() => expect(result.current.preferences.data?.accentColor).toBe("#3b82f6"));
    expect(server.reads).toBeGreaterThan(readsBefore);
  });

  it("with keepOnFailure (the dashboard's layout), a refused save leaves her change on screen and still toasts", async () => {
    const { result, answer } = renderPreferences({ keepOnFailure: true });
    await waitFor(() => expect(result.current.preferences.isSuccess).toBe(true));
    const layout = { hidden: ["metronome"], order: ["metronome", "quick-links"] };
    act(() => result.current.save.mutate({ dashboardLayout: layout as never }));
    await answer(500);
    await waitFor(() => expect(result.current.save.isError).toBe(true));
    expect(result.current.preferences.data?.dashboardLayout).toEqual(layout);
    expect(toasts.map((t) => t.title)).toEqual(["Preferences not saved"]);
  });
});
