/** A short vibration where the device supports it (docs/product/bedside-tools.md). */
export function vibrate(pattern: number | number[]): void {
  if (typeof navigator !== "undefined" && "vibrate" in navigator) navigator.vibrate(pattern);
}

/**
 * Where the browser offers it (Safari's `navigator.audioSession`), the page's sound plays as
 * media: through an iPhone's mute switch, as a metronome must.
 */
export function playbackAudioSession(): void {
  const session = (navigator as Navigator & { audioSession?: { type: string } }).audioSession;
  if (!session) return;
  try {
    session.type = "playback";
  } catch {
    // An older implementation that does not take this type: the sound follows the mute switch.
  }
}

let shared: AudioContext | undefined;
/** One audio context for the page, made (and resumed) on a tap. */
export function audioContext(): AudioContext | undefined {
  if (typeof AudioContext === "undefined") return undefined;
  shared ??= new AudioContext();
  if (shared.state === "suspended") void shared.resume();
  return shared;
}

/** One short tone at `hz` for `seconds`, `delay` seconds from now. */
function tone(ctx: AudioContext, hz: number, seconds: number, delay = 0.02, volume = 0.25): void {
  const t = ctx.currentTime + delay;
  const osc = ctx.createOscillator();
  const gain = ctx.createGain();
  osc.frequency.value = hz;
  gain.gain.setValueAtTime(volume, t);
  gain.gain.linearRampToValueAtTime(0, t + seconds);
  osc.connect(gain).connect(ctx.destination);
  osc.start(t);
  osc.stop(t + seconds);
}

/** A counting window's end: a double buzz and one short tone, so she can stop tapping without watching the screen. */
export function windowEnded(): void {
  vibrate([150, 80, 150]);
  const ctx = audioContext();
  if (ctx) tone(ctx, 660, 0.18);
}

/**
 * The 2-minute mark of CPR (rhythm check, swap compressors): unlike any beat — a long
 * falling two-tone chime and three long buzzes, felt through a phone lying flat.
 */
export function rhythmCheckCue(): void {
  vibrate([500, 150, 500, 150, 500]);
  const ctx = audioContext();
  if (!ctx) return;
  tone(ctx, 659, 0.35, 0.02, 0.35);
  tone(ctx, 440, 0.5, 0.4, 0.35);
}

/** A breath with an advanced airway (every 6 s): one soft low tone, between the beats' clicks. */
export function breathCue(): void {
  const ctx = audioContext();
  if (ctx) tone(ctx, 330, 0.3, 0.02, 0.2);
}

/** The timer's alarm: three short beeps and a vibration. */
export function alarm(): void {
  vibrate([200, 100, 200, 100, 200]);
  const ctx = audioContext();
  if (!ctx) return;
  for (let i = 0; i < 3; i++) tone(ctx, 988, 0.2, 0.05 + i * 0.3);
}
