import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const saved = vi.hoisted(() => ({ at: undefined as number | undefined, listeners: new Set<() => void>() }));
const outbox = vi.hoisted(() => ({ waiting: 0, listeners: new Set<() => void>() }));

vi.mock("@web/lib/api/offline-store", () => ({
  lastSavedTime: () => saved.at,
  subscribeLastSaved: (listener: () => void) => {
    saved.listeners.add(listener);
    return () => saved.listeners.delete(listener);
  },
}));
vi.mock("@web/lib/api/outbox", () => ({
  waitingToSync: () => outbox.waiting,
  subscribeWaitingToSync: (listener: () => void) => {
    outbox.listeners.add(listener);
    return () => outbox.listeners.delete(listener);
  },
}));

const { OfflineBanner, savedAtText } = await import("./offline-banner");
const { SyncBadge } = await import("./sync-badge");

function goOffline(offline: boolean) {
  vi.spyOn(navigator, "onLine", "get").mockReturnValue(!offline);
  act(() => void window.dispatchEvent(new Event(offline ? "offline" : "online")));
}

describe("the offline banner", () => {
  beforeEach(() => {
    saved.at = undefined;
  });
  afterEach(() => vi.restoreAllMocks());

  it("says nothing online", () => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(true);
    render(<OfflineBanner />);
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });

  it("offline, says when this phone last saved her data, in her locale's time", () => {
    saved.at = new Date(2026, 10, 27, 14, 32).getTime();
    vi.useFakeTimers({ now: new Date(2026, 10, 27, 16, 0), toFake: ["Date"] });
    render(<OfflineBanner />);
    goOffline(true);
    expect(screen.getByRole("status")).toHaveTextContent(`You're offline — showing what was saved on this phone at ${savedAtText(saved.at)}`);
    goOffline(false);
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });

  it("offline with nothing saved here (a shared computer), says changes are not saved", () => {
    render(<OfflineBanner />);
    goOffline(true);
    expect(screen.getByRole("status")).toHaveTextContent(
      "You're offline. What you see may be out of date, and changes are not saved until you're back online.",
    );
  });

  it("writes the time as her locale does, and the day when it was not today", () => {
    const at = new Date(2026, 10, 27, 14, 32).getTime();
    expect(savedAtText(at, at, "en-GB")).toBe("14:32");
    expect(savedAtText(at, at, "en-US").replace(/\s/g, " ")).toBe("2:32 PM");
    expect(savedAtText(at, new Date(2026, 10, 29, 9, 0).getTime(), "en-GB")).toBe("27 Nov, 14:32");
  });
});

describe("the sync badge", () => {
  it("shows how many changes wait to be sent, and nothing when none do", () => {
    outbox.waiting = 0;
    render(<SyncBadge />);
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
    act(() => {
      outbox.waiting = 2;
      for (const listener of outbox.listeners) listener();
    });
    expect(screen.getByRole("status")).toHaveTextContent("Waiting to sync (2)");
    act(() => {
      outbox.waiting = 0;
      for (const listener of outbox.listeners) listener();
    });
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });
});
