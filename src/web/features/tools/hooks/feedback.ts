/** A short vibration where the device supports it (spec 000 §4). */
export function vibrate(pattern: number | number[]): void {
  if (typeof navigator !== "undefined" && "vibrate" in navigator) navigator.vibrate(pattern);
}

let shared: AudioContext | undefined;
/** One audio context for the page, made (and resumed) on a tap. */
export function audioContext(): AudioContext | undefined {
  if (typeof AudioContext === "undefined") return undefined;
  shared ??= new AudioContext();
  if (shared.state === "suspended") void shared.resume();
  return shared;
}

/** The timer's alarm: three short beeps and a vibration. */
export function alarm(): void {
  vibrate([200, 100, 200, 100, 200]);
  const ctx = audioContext();
  if (!ctx) return;
  for (let i = 0; i < 3; i++) {
    const t = ctx.currentTime + 0.05 + i * 0.3;
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.frequency.value = 988;
    gain.gain.setValueAtTime(0.25, t);
    gain.gain.linearRampToValueAtTime(0, t + 0.2);
    osc.connect(gain).connect(ctx.destination);
    osc.start(t);
    osc.stop(t + 0.2);
  }
}
