import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useMetronome } from "./use-metronome";

/** A Web Audio context whose clock the test moves; it records the oscillators the metronome makes. */
class FakeAudioContext {
  state: AudioContextState = "running";
  currentTime = 10;
  destination = {};
  oscillators: { start: ReturnType<typeof vi.fn>; stop: ReturnType<typeof vi.fn>; disconnect: ReturnType<typeof vi.fn>; frequency: { value: number } }[] = [];
  createOscillator() {
    const osc = { type: "", frequency: { value: 0 }, connect: (next: unknown) => next, start: vi.fn(), stop: vi.fn(), disconnect: vi.fn() };
    this.oscillators.push(osc);
    return osc;
  }
  createGain() {
    return { gain: { setValueAtTime: () => undefined, linearRampToValueAtTime: () => undefined }, connect: (next: unknown) => next };
  }
  resume() {
    return Promise.resolve();
  }
}

describe("the CPR metronome's engine", () => {
  // One context for the page, made on the first Start that has Web Audio (as in the app).
  const ctx = new FakeAudioContext();
  let vibrate: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "Date", "performance"] });
    vibrate = vi.fn(() => true);
    Object.defineProperty(navigator, "vibrate", { configurable: true, value: vibrate });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  // Runs first: the page's one audio context is made on the first Start.
  it("without Web Audio it still beats (counted, buzzed, shown), says there is no sound, and marks 2 minutes with its own buzz", () => {
    const { result } = renderHook(() => useMetronome(100));
    act(() => result.current.start());
    expect(result.current.sound).toBe("unavailable");
    act(() => {
      vi.advanceTimersByTime(6_000);
    });
    // 100 a minute: beats at 0.05 s, 0.65 s … 5.45 s.
    expect(result.current.compressions).toBe(10);
    expect(vibrate.mock.calls.filter(([p]) => p === 30)).toHaveLength(10);
    act(() => {
      vi.advanceTimersByTime(114_100);
    });
    expect(vibrate).toHaveBeenCalledWith([500, 150, 500, 150, 500]);
    expect(vibrate.mock.calls.filter(([p]) => Array.isArray(p))).toHaveLength(1);
    act(() => result.current.stop());
    // Stopped, it counts and buzzes no more.
    const counted = result.current.compressions;
    const buzzes = vibrate.mock.calls.length;
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(result.current.compressions).toBe(counted);
    expect(vibrate).toHaveBeenCalledTimes(buzzes);
  });

  it("Stop silences the beeps already put on the audio clock and the buzzes waiting for them", () => {
    vi.stubGlobal(
      "AudioContext",
      vi.fn(function AudioContext() {
        return ctx;
      }),
    );
    const session = { type: "auto" };
    Object.defineProperty(navigator, "audioSession", { configurable: true, value: session });
    const { result } = renderHook(() => useMetronome(100));
    act(() => result.current.start());
    expect(result.current.sound).toBe("on");
    // Played as media where the browser offers it (through an iPhone's mute switch).
    expect(session.type).toBe("playback");
    // The first beep is on the audio clock, 50 ms ahead; she presses Stop before it sounds.
    const beeps = ctx.oscillators.filter((o) => o.frequency.value === 880);
    expect(beeps).toHaveLength(1);
    expect(beeps[0]!.start).toHaveBeenCalledWith(10.05);
    act(() => result.current.stop());
    expect(beeps[0]!.stop).toHaveBeenLastCalledWith(0);
    expect(beeps[0]!.disconnect).toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    expect(vibrate).not.toHaveBeenCalled();
    expect(result.current.running).toBe(false);
  });

  it("when the browser holds the sound back mid-run, the beat goes on by the page's clock and she is told", () => {
    ctx.state = "running";
    const { result } = renderHook(() => useMetronome(100));
    act(() => result.current.start());
    ctx.state = "suspended";
    act(() => {
      vi.advanceTimersByTime(3_000);
    });
    expect(result.current.sound).toBe("blocked");
    // The audio clock stood still; the beats did not.
    expect(result.current.compressions).toBeGreaterThanOrEqual(4);
    act(() => result.current.stop());
  });
});
