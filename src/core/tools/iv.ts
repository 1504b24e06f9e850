import type { NumberRegion } from "./regional-numbers";
import {
  answer,
  attempt,
  CHECK_PUMP_ML_H,
  checkPumpRate,
  echo,
  MAX_ML_H,
  line,
  positive,
  readField,
  Refused,
  refuseZero,
  ROUNDING,
  show,
  type CalcResult,
} from "./calculation";

/** IV fluids: rate from volume and time (a piggyback's minutes too), drops, time to run and finish, volume to be infused. */
export const DROP_FACTORS = [10, 15, 20, 60] as const;
export type DropFactor = (typeof DROP_FACTORS)[number];
export const TIME_UNITS = ["h", "min"] as const;
export type TimeUnit = (typeof TIME_UNITS)[number];
export const isTimeUnit = (u: unknown): u is TimeUnit => TIME_UNITS.includes(u as TimeUnit);

const MAX_VOLUME_ML = 10_000;
const MAX_HOURS = 168;

const fastWarning = (rate: number, region: NumberRegion) =>
  rate > CHECK_PUMP_ML_H
    ? `${show(rate, region, "rate")} mL/h is faster than most infusion pumps run (a rapid infuser or pressure bag can): check the volume and the time.`
    : null;

function readTime(text: string, unit: TimeUnit, region: NumberRegion): number {
  const max = unit === "h" ? MAX_HOURS : MAX_HOURS * 60;
  return readField(text, "time", positive(unit === "h" ? "Time in hours" : "Time in minutes", max), region);
}

/** "8 h 20 min" */
export function hoursAndMinutes(hours: number): string {
  const minutes = Math.round(hours * 60);
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return h === 0 ? `${m} min` : m === 0 ? `${h} h` : `${h} h ${m} min`;
}

/** IV rate: volume ÷ hours = mL/h; over minutes (a piggyback), volume × 60 ÷ minutes. */
export function ivRate(input: { volumeMl: string; time: string; timeUnit: TimeUnit }, region: NumberRegion): CalcResult {
  return attempt(() => {
    const volume = readField(input.volumeMl, "volumeMl", positive("Volume", MAX_VOLUME_ML), region);
    const time = readTime(input.time, input.timeUnit, region);
    const rate = input.timeUnit === "h" ? volume / time : (volume * 60) / time;
    checkPumpRate(rate, "time", region);
    const formula =
      input.timeUnit === "h"
        ? `${echo(volume, region)} mL ÷ ${echo(time, region)} h = ${show(rate, region, "rate")} mL/h`
        : `${echo(volume, region)} mL × 60 min/h ÷ ${echo(time, region)} min = ${show(rate, region, "rate")} mL/h`;
    const whole = Math.round(rate);
    return answer(
      [line("Rate", rate, "mL/h", formula, region, "rate")],
      ROUNDING.rate,
      [fastWarning(rate, region)],
      [rate >= 1 && whole !== rate ? `${show(whole, region, "whole")} mL/h on a pump that takes whole numbers.` : null],
    );
  });
}

/** Drip rate: volume × drop factor ÷ minutes = drops a minute, to the nearest whole drop. */
export function dripRate(input: { volumeMl: string; minutes: string; dropFactor: DropFactor }, region: NumberRegion): CalcResult {
  return attempt(() => {
    if (!DROP_FACTORS.includes(input.dropFactor)) throw new Refused("dropFactor", "Choose a drop factor: 10, 15, 20 or 60 gtt/mL.");
    const volume = readField(input.volumeMl, "volumeMl", positive("Volume", MAX_VOLUME_ML), region);
    const minutes = readField(input.minutes, "minutes", positive("Time in minutes", MAX_HOURS * 60), region);
    const drops = (volume * input.dropFactor) / minutes;
    refuseZero(drops, "whole", "minutes", "drip rate");
    return answer(
      [
        line(
          "Drip rate",
          drops,
          "gtt/min",
          `${echo(volume, region)} mL × ${input.dropFactor} gtt/mL ÷ ${echo(minutes, region)} min = ${show(drops, region, "whole")} gtt/min`,
          region,
          "whole",
        ),
      ],
      ROUNDING.whole,
      [drops > 200 ? `${show(drops, region, "whole")} drops a minute is too fast to count: use a pump.` : null],
    );
  });
}

/** "08:30" → minutes after midnight, or null. */
function clockMinutes(text: string): number | null {
  const m = /^(\d{1,2}):(\d{2})$/.exec(text.trim());
  if (!m) return null;
  const h = Number(m[1]);
  const min = Number(m[2]);
  return h < 24 && min < 60 ? h * 60 + min : null;
}
const clock = (minutes: number) => `${String(Math.floor(minutes / 60) % 24).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/** Infusion time: volume ÷ rate = hours; with a start time, the time it finishes. */
export function infusionTime(input: { volumeMl: string; rateMlH: string; start: string }, region: NumberRegion): CalcResult {
  return attempt(() => {
    const volume = readField(input.volumeMl, "volumeMl", positive("Volume to be infused", MAX_VOLUME_ML), region);
    const rate = readField(input.rateMlH, "rateMlH", positive("Rate", MAX_ML_H), region);
    checkPumpRate(rate, "rateMlH", region);
    const hours = volume / rate;
    if (hours > MAX_HOURS) throw new Refused("rateMlH", `That would run for ${show(hours / 24, region)} days: check the volume and the rate.`);
    refuseZero(hours * 60, "whole", "volumeMl", "time");
    const inWords = hoursAndMinutes(hours);
    const lines = [
      {
        ...line(
          "Time",
          hours,
          "",
          `${echo(volume, region)} mL ÷ ${echo(rate, region)} mL/h = ${show(hours, region)} h${inWords === `${show(hours, region)} h` ? "" : ` (${inWords})`}`,
          region,
        ),
        shown: inWords,
      },
    ];
    if (input.start.trim() !== "") {
      const start = clockMinutes(input.start);
      if (start === null) throw new Refused("start", "Start time must be a time of day, like 08:30.");
      const end = start + Math.round(hours * 60);
      const days = Math.floor(end / 1440);
      const later = days === 0 ? "" : days === 1 ? " tomorrow" : ` in ${days} days`;
      lines.push({
        label: "Finishes at",
        value: end,
        shown: `${clock(end)}${later}`,
        unit: "",
        formula: `${input.start.trim()} + ${hoursAndMinutes(hours)} = ${clock(end)}${later}`,
      });
    }
    return answer(lines, "Computed at full precision; the time shown to the nearest minute.", [fastWarning(rate, region)]);
  });
}

/** Volume to be infused: mL/h × hours (or minutes ÷ 60) = mL. */
export function volumeToBeInfused(input: { rateMlH: string; time: string; timeUnit: TimeUnit }, region: NumberRegion): CalcResult {
  return attempt(() => {
    const rate = readField(input.rateMlH, "rateMlH", positive("Rate", MAX_ML_H), region);
    checkPumpRate(rate, "rateMlH", region);
    const time = readTime(input.time, input.timeUnit, region);
    const volume = input.timeUnit === "h" ? rate * time : (rate * time) / 60;
    refuseZero(volume, "significant", "time", "volume");
    const formula =
      input.timeUnit === "h"
        ? `${echo(rate, region)} mL/h × ${echo(time, region)} h = ${show(volume, region)} mL`
        : `${echo(rate, region)} mL/h × ${echo(time, region)} min ÷ 60 min/h = ${show(volume, region)} mL`;
    return answer([line("Volume to be infused", volume, "mL", formula, region)], ROUNDING.significant, [fastWarning(rate, region)]);
  });
}
