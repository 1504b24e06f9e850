import type HolidaysClass from "date-holidays";

/**
 * Public holidays by country and province or state, from the maintained
 * `date-holidays` library (never a list typed here). Its data (about a
 * megabyte) is loaded on the first question, not at the server's start.
 */
type Holidays = InstanceType<typeof HolidaysClass>;
let library: Promise<typeof HolidaysClass> | undefined;
const load = () => (library ??= import("date-holidays").then((m) => m.default));

/** Days off for everyone there: public and bank holidays (not observances like Valentine's Day). */
const TYPES = ["public", "bank"] as const;

export interface HolidayArea {
  code: string;
  name: string;
}

function split(code: string): [string, string | undefined] {
  const [country, state] = code.split("-");
  return [country!, state];
}

async function open(code: string): Promise<Holidays | undefined> {
  const Holidays = await load();
  const [country, state] = split(code);
  const hd = new Holidays();
  if (!hd.getCountries("en")[country]) return undefined;
  if (state && !hd.getStates(country, "en")?.[state]) return undefined;
  return new Holidays(country, state ?? "", { languages: ["en"], types: [...TYPES] });
}

/** "British Columbia, Canada", "Canada"; undefined for an area the library does not know. */
export async function areaOf(code: string): Promise<HolidayArea | undefined> {
  const Holidays = await load();
  const [country, state] = split(code);
  const hd = new Holidays();
  const countryName = hd.getCountries("en")[country];
  if (!countryName) return undefined;
  if (!state) return { code, name: countryName };
  const stateName = hd.getStates(country, "en")?.[state];
  return stateName ? { code, name: `${stateName}, ${countryName}` } : undefined;
}

/** The country, then its provinces or states by name. */
export async function areasOf(country: string): Promise<HolidayArea[]> {
  const Holidays = await load();
  const hd = new Holidays();
  const countryName = hd.getCountries("en")[country];
  if (!countryName) return [];
  const states = Object.entries(hd.getStates(country, "en") ?? {})
    .map(([state, name]) => ({ code: `${country}-${state}`, name: `${name}, ${countryName}` }))
    .sort((a, b) => a.name.localeCompare(b.name, "en"));
  return [{ code: country, name: countryName }, ...states];
}

/**
 * Her area from her profile: her country (or else the country whose zones hold
 * her time zone), and the province or state that has her time zone as its own
 * (America/Vancouver: British Columbia). Null when neither tells.
 */
export async function guessArea(countryCode: string | null, timeZone: string): Promise<string | null> {
  const key = `${countryCode}|${timeZone}`;
  let guess = guesses.get(key);
  if (guess === undefined) {
    guess = await guessFresh(countryCode, timeZone);
    // Few nurses' zones and countries: a small map, kept.
    if (guesses.size < 1000) guesses.set(key, guess);
  }
  return guess;
}

const guesses = new Map<string, string | null>();

async function guessFresh(countryCode: string | null, timeZone: string): Promise<string | null> {
  const Holidays = await load();
  const hd = new Holidays();
  const countries = hd.getCountries("en");
  let country = countryCode && countries[countryCode] ? countryCode : undefined;
  country ??= Object.keys(countries).find((c) => new Holidays(c).getTimezones().includes(timeZone));
  if (!country) return null;
  const countryZones = new Holidays(country).getTimezones();
  for (const state of Object.keys(hd.getStates(country, "en") ?? {})) {
    const zones = new Holidays(country, state).getTimezones();
    // A state without zones of its own lists all of its country's: that says nothing.
    if (zones.length < countryZones.length && zones.includes(timeZone)) return `${country}-${state}`;
  }
  return country;
}

/** The public holidays from `from` to `to` (yyyy-MM-dd, both included), by date. */
export async function holidaysIn(code: string, from: string, to: string): Promise<{ date: string; name: string }[]> {
  const hd = await open(code);
  if (!hd) return [];
  const out: { date: string; name: string }[] = [];
  for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year++) {
    for (const h of hd.getHolidays(year, "en")) {
      const date = h.date.slice(0, 10);
      if (date >= from && date <= to && !out.some((o) => o.date === date && o.name === h.name)) out.push({ date, name: h.name });
    }
  }
  return out.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

/**
 * A nurse's own area's public holidays from `from` to `to` (her profile's
 * country and time zone, as GET /api/holidays guesses it): the calendar's
 * month and her feed. None when her area is unknown.
 */
export async function holidaysOfHerArea(facts: { countryCode: string | null; timeZone: string }, from: string, to: string) {
  const code = await guessArea(facts.countryCode, facts.timeZone);
  return code ? holidaysIn(code, from, to) : [];
}
