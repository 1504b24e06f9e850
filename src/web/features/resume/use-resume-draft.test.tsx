// @vitest-environment-options {"url": "http://localhost:3000/resume"}
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Resume, ResumeContent } from "@core/schemas/resume";

/**
 * The resume builder's draft (use-resume-draft.ts): saved as she types, SAVE_DELAY_MS after the last change,
 * never two saves at once (a change made while one runs is saved after it), an invalid field shown and not saved
 * until it is fixed, and a refused save said. The server is a fetch stand-in whose saves wait for the test.
 */
const server = vi.hoisted(() => {
  const state = { saves: [] as { body: Record<string, unknown>; answer: (status: number) => void }[] };
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    if (request.method !== "PUT" || new URL(request.url).pathname !== "/api/resume") {
      return Response.json({ error: { code: "not_found", message: "Not found." } }, { status: 404 });
    }
    const body = (await request.json()) as Record<string, unknown>;
    return new Promise<Response>((resolve) => {
      state.saves.push({
        body,
        answer: (status) =>
          resolve(
            status === 200
              ? Response.json({ ...body, pageSize: "LETTER", updatedAt: "2026-11-27T00:00:00.000Z" })
              : Response.json({ error: { code: "rate_limited", message: "Too many requests. Please wait a moment." } }, { status }),
          ),
      });
    });
  };
  return state;
});

const { useResumeDraft, SAVE_DELAY_MS } = await import("./use-resume-draft");

/**
 * Waits until `check` passes, letting answers and renders through between tries (Testing Library's waitFor
 * settles on a setTimeout, which the fake clock holds; the save's timer is the only one that clock moves).
 */
async function until(check: () => void) {
  for (let tries = 0; ; tries++) {
    try {
      check();
      return;
    } catch (error) {
      if (tries > 500) throw error;
    }
    await act(() => new Promise<void>((resolve) => setImmediate(resolve)));
  }
}

const resume: Resume = {
  template: "classic",
  personal: { name: "Alex Rivera", email: "", phone: "", location: "", summary: "" },
  experience: [],
  education: [],
  certificationIds: [],
  skills: [],
  pageSize: "LETTER",
  updatedAt: null,
};

function renderDraft() {
  server.saves = [];
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  const { result } = renderHook(() => useResumeDraft(resume), { wrapper });
  const type = (change: Partial<ResumeContent["personal"]>) =>
    act(() => result.current.update((current) => ({ ...current, personal: { ...current.personal, ...change } })));
  /** The schema loads on the first edit (a lazy chunk): typed changes are checked once it is there. */
  const schemaLoaded = () => import("@core/schemas/resume");
  const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
  const answer = async (index: number, status: number) => {
    await until(() => expect(server.saves.length).toBeGreaterThan(index));
    await act(async () => server.saves[index]!.answer(status));
  };
  return { result, type, schemaLoaded, wait, answer };
}

afterEach(() => {
  server.saves = [];
});

describe("the resume draft", () => {
  it("saves once, SAVE_DELAY_MS after her last change, with what she typed last", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const { result, type, schemaLoaded, wait, answer } = renderDraft();
    await schemaLoaded();
    type({ name: "Alex R" });
    type({ name: "Alex Riv" });
    await wait(SAVE_DELAY_MS - 100);
    type({ name: "Alex Rivera, RN" });
    expect(result.current.state).toBe("pending");
    await wait(SAVE_DELAY_MS - 1);
    expect(server.saves).toHaveLength(0);
    await wait(1);
    await until(() => expect(server.saves).toHaveLength(1));
    expect(server.saves[0]!.body).toMatchObject({ personal: { name: "Alex Rivera, RN" } });
    expect(result.current.state).toBe("saving");
    await answer(0, 200);
    await until(() => expect(result.current.state).toBe("saved"));
  });

  it("shows an invalid field and does not save it until she fixes it", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const { result, type, schemaLoaded, wait, answer } = renderDraft();
    await schemaLoaded();
    type({ email: "alex@" });
    await until(() => expect(result.current.state).toBe("invalid"));
    expect(result.current.errors).toEqual({ "personal.email": "Please enter a valid email address" });
    await wait(SAVE_DELAY_MS * 3);
    expect(server.saves).toHaveLength(0);
    await expect(result.current.flush()).rejects.toThrow("Please fix the field marked in red first.");
    type({ email: "alex@example.com" });
    expect(result.current.errors).toEqual({});
    await wait(SAVE_DELAY_MS);
    await answer(0, 200);
    expect(server.saves[0]!.body).toMatchObject({ personal: { email: "alex@example.com" } });
    await until(() => expect(result.current.state).toBe("saved"));
  });

  it("never runs two saves at once: a change made while one runs is saved after it", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const { result, type, schemaLoaded, wait, answer } = renderDraft();
    await schemaLoaded();
    type({ location: "Vancouver" });
    await wait(SAVE_DELAY_MS);
    await until(() => expect(server.saves).toHaveLength(1));
    type({ location: "Vancouver, BC" });
    await wait(SAVE_DELAY_MS * 2);
    expect(server.saves).toHaveLength(1);
    await answer(0, 200);
    await until(() => expect(server.saves).toHaveLength(2));
    expect(server.saves[1]!.body).toMatchObject({ personal: { location: "Vancouver, BC" } });
    await answer(1, 200);
    await until(() => expect(result.current.state).toBe("saved"));
  });

  it("a refused save says why and keeps the change to send again: flush retries it", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const { result, type, schemaLoaded, wait, answer } = renderDraft();
    await schemaLoaded();
    type({ phone: "604 555 0100" });
    await wait(SAVE_DELAY_MS);
    await answer(0, 429);
    await until(() => expect(result.current.state).toBe("error"));
    expect(result.current.saveError).toBe("Too many requests. Please wait a moment.");
    let flushed: Promise<void> | undefined;
    act(() => {
      flushed = result.current.flush();
    });
    await answer(1, 200);
    await flushed;
    expect(server.saves[1]!.body).toMatchObject({ personal: { phone: "604 555 0100" } });
    await until(() => expect(result.current.state).toBe("saved"));
  });

  it("takes the server's newer resume over the copy kept on the phone, but never over an edit waiting to be saved", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    server.saves = [];
    const queryClient = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
    const kept: Resume = { ...resume, updatedAt: "2026-11-26T10:00:00.000Z" };
    const { result, rerender } = renderHook(({ initial }) => useResumeDraft(initial), { wrapper, initialProps: { initial: kept } });
    // The server's answer comes after the kept copy was shown: it has the template she chose last.
    rerender({ initial: { ...kept, template: "compact", updatedAt: "2026-11-26T10:05:00.000Z" } });
    expect(result.current.draft.template).toBe("compact");
    expect(result.current.state).toBe("saved");
    // Once she has typed, a newer answer waits: her edit goes out, and is not replaced under her.
    await import("@core/schemas/resume");
    act(() => result.current.update((current) => ({ ...current, personal: { ...current.personal, location: "Victoria, BC" } })));
    rerender({ initial: { ...kept, template: "classic", updatedAt: "2026-11-26T10:06:00.000Z" } });
    expect(result.current.draft).toMatchObject({ template: "compact", personal: { location: "Victoria, BC" } });
  });
});
