import { BEEP_HZ, BEEP_SECONDS, BEEP_WAVE, dueBeats, startSchedule, type BeatSchedule } from "@core/tools/metronome";

/** One metronome beep: a square wave at 880 Hz for 50 ms, starting exactly at `time` on the audio clock; its oscillator, to cancel it. */
export function scheduleBeep(ctx: BaseAudioContext, time: number, destination: AudioNode = ctx.destination): OscillatorNode {
  const osc = ctx.createOscillator();
  const gain = ctx.createGain();
  osc.type = BEEP_WAVE;
  osc.frequency.value = BEEP_HZ;
  // A 2 ms ramp at each end avoids clicks; the beep is still 50 ms long.
  gain.gain.setValueAtTime(0, time);
  gain.gain.linearRampToValueAtTime(0.3, time + 0.002);
  gain.gain.setValueAtTime(0.3, time + BEEP_SECONDS - 0.002);
  gain.gain.linearRampToValueAtTime(0, time + BEEP_SECONDS);
  osc.connect(gain).connect(destination);
  osc.start(time);
  osc.stop(time + BEEP_SECONDS);
  return osc;
}

/** Beeps already on the audio clock that have not sounded yet are silenced (Stop means stop, not in 0.2 s). */
export function cancelBeeps(ctx: BaseAudioContext, beeps: readonly { osc: OscillatorNode; time: number }[]): void {
  for (const { osc, time } of beeps) {
    if (time + BEEP_SECONDS <= ctx.currentTime) continue;
    try {
      osc.stop(0);
    } catch {
      // Already stopped.
    }
    osc.disconnect();
  }
}

/**
 * One scheduler step: put every beat due before `until` on the audio clock.
 * The live metronome calls it every 25 ms with until = currentTime + look-ahead;
 * an offline render calls it once for the whole length. Same code, same times.
 */
export function scheduleDue(ctx: BaseAudioContext, schedule: BeatSchedule, until: number, onBeat?: (time: number, osc: OscillatorNode) => void): BeatSchedule {
  const { beats, schedule: next } = dueBeats(schedule, until);
  for (const beat of beats) onBeat?.(beat.time, scheduleBeep(ctx, beat.time));
  return next;
}

/** Renders `seconds` of the metronome offline, for checking its timing: the beat times it scheduled and the audio. */
export async function renderOffline(bpm: number, seconds: number, sampleRate = 8000): Promise<{ scheduled: number[]; rendered: AudioBuffer }> {
  const ctx = new OfflineAudioContext(1, Math.ceil(seconds * sampleRate), sampleRate);
  const scheduled: number[] = [];
  let schedule = startSchedule(0, bpm);
  // Step through in 25 ms ticks with a 0.2 s look-ahead, as the live scheduler does.
  for (let now = 0; now < seconds; now += 0.025) schedule = scheduleDue(ctx, schedule, Math.min(seconds - BEEP_SECONDS, now + 0.2), (t) => scheduled.push(t));
  return { scheduled, rendered: await ctx.startRendering() };
}
