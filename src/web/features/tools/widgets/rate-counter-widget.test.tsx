import { act, fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { HeartRateCounterWidget, RespCounterWidget } from "./rate-counter-widget";

const tapButton = () => screen.getByRole("button");

describe("Heart Rate and Resp counters", () => {
  it("the first tap starts 25 seconds at 1; at the end count × 4 in BPM is announced; a tap on it resets", () => {
    vi.useFakeTimers({ now: new Date("2026-11-25T08:00:00Z") });
    const vibrate = vi.fn(() => true);
    Object.defineProperty(navigator, "vibrate", { configurable: true, value: vibrate });
    render(<HeartRateCounterWidget />);
    expect(tapButton()).toHaveTextContent("Tap to start");

    for (let i = 0; i < 18; i++) fireEvent.click(tapButton());
    expect(screen.getByTestId("rate-counter-count")).toHaveTextContent("18");
    expect(tapButton()).toHaveTextContent("25s left");
    expect(vibrate).toHaveBeenCalledTimes(18);

    act(() => {
      vi.advanceTimersByTime(25_000);
    });
    expect(screen.getByTestId("rate-counter-result")).toHaveTextContent("72 BPM");
    expect(screen.getByText("72 BPM", { selector: "[aria-live]" })).toBeInTheDocument();

    fireEvent.click(tapButton());
    expect(tapButton()).toHaveTextContent("Tap to start");
  });

  it("ends at 25 s by the clock even when no timer fired meanwhile (a hidden tab)", () => {
    vi.useFakeTimers({ now: new Date("2026-11-25T08:00:00Z") });
    render(<RespCounterWidget />);
    for (let i = 0; i < 4; i++) fireEvent.click(tapButton());
    // The clock jumps; timers have not run. The next render reads the clock.
    vi.setSystemTime(new Date("2026-11-25T08:00:30Z"));
    act(() => {
      vi.advanceTimersToNextTimer();
    });
    expect(screen.getByTestId("tap-tester-result")).toHaveTextContent("16 RPM");
  });

  it("is one labelled button a keyboard can use", () => {
    render(<HeartRateCounterWidget />);
    expect(screen.getByRole("region", { name: "Heart Rate Counter" })).toContainElement(tapButton());
    tapButton().focus();
    expect(tapButton()).toHaveFocus();
  });
});
