import { act, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { TimerWidget as Bare } from "./timer-widget";

/** In the app's router: with notifications off, it links to the account screen's. */
const TimerWidget = () => (
  <MemoryRouter>
    <Bare />
  </MemoryRouter>
);

describe("Timer", () => {
  it("cannot start at 00:00; counts down, pauses, and at 0 says Finished with a vibration, once", () => {
    vi.useFakeTimers({ now: new Date("2026-11-25T08:00:00Z") });
    localStorage.clear();
    const vibrate = vi.fn(() => true);
    Object.defineProperty(navigator, "vibrate", { configurable: true, value: vibrate });
    render(<TimerWidget />);
    fireEvent.change(screen.getByLabelText("Minutes"), { target: { value: "0" } });
    expect(screen.getByRole("button", { name: "Start" })).toBeDisabled();
    fireEvent.change(screen.getByLabelText("Seconds"), { target: { value: "5" } });
    fireEvent.click(screen.getByRole("button", { name: "Start" }));
    expect(screen.getByTestId("timer-status")).toHaveTextContent("Running");

    act(() => {
      vi.advanceTimersByTime(2_000);
    });
    expect(screen.getByTestId("timer-display")).toHaveTextContent("00:03");
    fireEvent.click(screen.getByRole("button", { name: "Pause" }));
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(screen.getByTestId("timer-display")).toHaveTextContent("00:03");
    fireEvent.click(screen.getByRole("button", { name: "Resume" }));
    act(() => {
      vi.advanceTimersByTime(3_500);
    });
    expect(screen.getByTestId("timer-status")).toHaveTextContent("Finished");
    expect(screen.getByTestId("timer-display")).toHaveTextContent("00:00");
    act(() => {
      vi.advanceTimersByTime(5_000);
    });
    expect(vibrate).toHaveBeenCalledTimes(1);
  });

  it("a timer left running is still right after a reload (kept with its end time)", () => {
    vi.useFakeTimers({ now: new Date("2026-11-25T08:00:00Z") });
    localStorage.clear();
    const first = render(<TimerWidget />);
    fireEvent.click(screen.getByRole("button", { name: "Start" }));
    first.unmount();
    vi.setSystemTime(new Date("2026-11-25T08:00:20Z"));
    render(<TimerWidget />);
    expect(screen.getByTestId("timer-display")).toHaveTextContent("00:40");
    expect(screen.getByTestId("timer-status")).toHaveTextContent("Running");
  });
});
