import { act, fireEvent, render, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { HeartRateCounterWidget, RespCounterWidget } from "./rate-counter-widget";

const tapButton = () => screen.getByRole("button");
const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

describe("Heart Rate and Resp counters", () => {
  let vibrate: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    localStorage.clear();
    vi.useFakeTimers({ now: new Date("2026-11-25T08:00:00Z") });
    vibrate = vi.fn(() => true);
    Object.defineProperty(navigator, "vibrate", { configurable: true, value: vibrate });
  });

  it("one tap a second for 15 s reads 60 BPM (× 4), the end buzzes, the next beat does not wipe the result", () => {
    render(<HeartRateCounterWidget />);
    expect(tapButton()).toHaveTextContent("Tap once per beat · 15 s × 4");
    expect(screen.getByRole("radio", { name: "15 seconds, × 4" })).toBeChecked();

    fireEvent.click(tapButton());
    expect(tapButton()).toHaveTextContent("15s left");
    for (let i = 1; i < 15; i++) {
      advance(1000);
      fireEvent.click(tapButton());
    }
    expect(screen.getByTestId("rate-counter-count")).toHaveTextContent("15");
    expect(tapButton()).toHaveTextContent("1s left");
    expect(vibrate).toHaveBeenCalledTimes(15);

    advance(1000);
    expect(screen.getByTestId("rate-counter-result")).toHaveTextContent("60 BPM");
    expect(tapButton()).toHaveTextContent("15 heartbeats in 15 s × 4");
    expect(screen.getByText("60 BPM", { selector: "[aria-live]" })).toBeInTheDocument();
    expect(vibrate).toHaveBeenLastCalledWith([150, 80, 150]);

    // Her thumb is still on the beat: the next tap lands on the result and is ignored.
    fireEvent.click(tapButton());
    expect(screen.getByTestId("rate-counter-result")).toHaveTextContent("60 BPM");
    expect(tapButton()).not.toHaveTextContent("Tap to reset");
    // The screen re-reads the clock 5 times a second.
    advance(1600);
    expect(tapButton()).toHaveTextContent("Tap to reset");
    fireEvent.click(tapButton());
    expect(tapButton()).toHaveTextContent("Tap to start");
  });

  it("counts for 30 s × 2 or a full minute when she chooses, and keeps her choice", () => {
    const { unmount } = render(<RespCounterWidget />);
    fireEvent.click(screen.getByRole("radio", { name: "60 seconds" }));
    expect(tapButton()).toHaveTextContent("Tap once per breath · 60 s");
    fireEvent.click(tapButton());
    expect(tapButton()).toHaveTextContent("60s left");
    // The choice is locked while counting.
    expect(screen.getByRole("radio", { name: "30 seconds, × 2" })).toBeDisabled();
    for (let i = 1; i < 8; i++) {
      advance(7500);
      fireEvent.click(tapButton());
    }
    advance(7500);
    expect(screen.getByTestId("tap-tester-result")).toHaveTextContent("8 RPM");
    unmount();

    render(<RespCounterWidget />);
    expect(screen.getByRole("radio", { name: "60 seconds" })).toBeChecked();
    fireEvent.click(screen.getByRole("radio", { name: "30 seconds, × 2" }));
    for (let i = 0; i < 8; i++) {
      fireEvent.click(tapButton());
      advance(3750);
    }
    expect(screen.getByTestId("tap-tester-result")).toHaveTextContent("16 RPM");
  });

  it("ends on time by the clock even when no timer fired meanwhile (a hidden tab)", () => {
    render(<RespCounterWidget />);
    for (let i = 0; i < 4; i++) fireEvent.click(tapButton());
    // The clock jumps; timers have not run. The next render reads the clock.
    vi.setSystemTime(new Date("2026-11-25T08:00:30Z"));
    advance(200);
    expect(screen.getByTestId("tap-tester-result")).toHaveTextContent("16 RPM");
  });

  it("is one labelled button a keyboard can use, beside the choice of window", () => {
    render(<HeartRateCounterWidget />);
    expect(screen.getByRole("region", { name: "Heart Rate Counter" })).toContainElement(tapButton());
    expect(screen.getByRole("group", { name: "Count for" })).toBeInTheDocument();
    tapButton().focus();
    expect(tapButton()).toHaveFocus();
  });
});
