// @vitest-environment-options {"url": "http://localhost:3000/tools/rate-estimator"}
import { act, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

/**
 * The Timer hands its end to the server where this browser gets her pushes (decision 046,
 * "Timers"), and takes it back when she pauses or resets it or the page rings it itself.
 * The server is a fetch stand-in that records each call; a test may hold an answer back.
 */
const server = vi.hoisted(() => {
  const state = {
    calls: [] as string[],
    bodies: [] as unknown[],
    held: undefined as undefined | ((id: string) => void),
    hold: false,
    next: 0,
  };
  // openapi-fetch keeps the fetch it was made with: the stand-in is in place before the app's client is.
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    state.calls.push(`${request.method} ${url.pathname}`);
    if (request.method === "POST" && url.pathname === "/api/push/timers") {
      state.bodies.push(await request.json());
      const id = `t-${++state.next}`;
      if (!state.hold) return Response.json({ id }, { status: 201 });
      return new Promise<Response>((resolve) => (state.held = () => resolve(Response.json({ id }, { status: 201 }))));
    }
    if (request.method === "DELETE") return Response.json({ id: url.pathname.split("/").pop() });
    return Response.json({ error: { code: "not_found", message: "Not found." } }, { status: 404 });
  };
  return state;
});

const { TimerWidget } = await import("./timer-widget");

const showNotification = vi.fn(() => Promise.resolve());
/** A browser with notifications allowed and subscribed (or not): what the account screen's "Turn on notifications" leaves. */
function browserPush(on: boolean) {
  vi.stubGlobal("Notification", { permission: on ? "granted" : "default" });
  vi.stubGlobal("PushManager", function PushManager() {});
  const registration = { pushManager: { getSubscription: () => Promise.resolve(on ? {} : null) }, showNotification };
  Object.defineProperty(navigator, "serviceWorker", { configurable: true, value: { getRegistration: () => Promise.resolve(registration) } });
}

/** Lets the answers in flight arrive (their promises settle between fake timer steps). */
const settle = () => act(() => vi.advanceTimersByTimeAsync(1));

beforeEach(() => {
  vi.useFakeTimers({ now: new Date("2026-11-25T08:00:00Z") });
  localStorage.clear();
  Object.assign(server, { calls: [], bodies: [], held: undefined, hold: false, next: 0 });
  showNotification.mockClear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  Object.defineProperty(document, "visibilityState", { configurable: true, value: "visible" });
});

const renderTimer = () =>
  render(
    <MemoryRouter>
      <TimerWidget />
    </MemoryRouter>,
  );

describe("Timer on a locked phone", () => {
  it("start hands its end to the server; pause takes it back; resume hands the new end; the page ringing it takes it back", async () => {
    browserPush(true);
    renderTimer();
    fireEvent.click(screen.getByRole("button", { name: "Start" }));
    await settle();
    expect(server.calls).toEqual(["POST /api/push/timers"]);
    expect(server.bodies).toEqual([{ endsAt: "2026-11-25T08:01:00.000Z", label: "1-minute timer" }]);
    expect(screen.getByTestId("timer-push")).toHaveTextContent("Rings even when locked");

    await act(() => vi.advanceTimersByTimeAsync(20_000));
    fireEvent.click(screen.getByRole("button", { name: "Pause" }));
    await settle();
    expect(server.calls).toEqual(["POST /api/push/timers", "DELETE /api/push/timers/t-1"]);
    expect(screen.queryByTestId("timer-push")).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole("button", { name: "Resume" }));
    await settle();
    expect(server.bodies[1]).toEqual({ endsAt: "2026-11-25T08:01:00.001Z", label: "1-minute timer" });

    // She switched to another app: the page, still running, rings and shows the notification itself.
    Object.defineProperty(document, "visibilityState", { configurable: true, value: "hidden" });
    await act(() => vi.advanceTimersByTimeAsync(40_500));
    expect(screen.getByTestId("timer-status")).toHaveTextContent("Finished");
    await settle();
    expect(server.calls.slice(2)).toEqual(["POST /api/push/timers", "DELETE /api/push/timers/t-2"]);
    expect(showNotification).toHaveBeenCalledTimes(1);
    expect(showNotification).toHaveBeenCalledWith(
      "Time's up: 1-minute timer",
      expect.objectContaining({ tag: "timer-t-2", body: "The timer you started has finished.", requireInteraction: true }),
    );
  });

  it("reset before the server has answered: the timer it kept is cancelled as soon as its id comes", async () => {
    browserPush(true);
    server.hold = true;
    renderTimer();
    fireEvent.click(screen.getByRole("button", { name: "Start" }));
    await settle();
    fireEvent.click(screen.getByRole("button", { name: "Reset" }));
    server.held!("t-1");
    await settle();
    expect(server.calls).toEqual(["POST /api/push/timers", "DELETE /api/push/timers/t-1"]);
    // Nothing is kept to cancel after a reload: it was cancelled already.
    expect(localStorage.getItem("nursevitals.tools.timer-push")).toBeNull();
  });

  it("with notifications off, nothing is sent: it says it will not ring when locked, and links to turning them on", async () => {
    browserPush(false);
    renderTimer();
    fireEvent.click(screen.getByRole("button", { name: "Start" }));
    await settle();
    expect(server.calls).toEqual([]);
    expect(screen.getByTestId("timer-push")).toHaveTextContent("Won't ring when locked: turn on notifications");
    expect(screen.getByRole("link", { name: "turn on notifications" })).toHaveAttribute("href", "/account#notifications");
    await act(() => vi.advanceTimersByTimeAsync(61_000));
    expect(screen.getByTestId("timer-status")).toHaveTextContent("Finished");
    expect(server.calls).toEqual([]);
  });
});
