import { bodySurfaceArea, idealBodyWeight, isSex, poundsToKg } from "@core/tools/body-weight";
import { AMOUNT_UNITS, desiredOverHave, doseByWeight, isAmountUnit, type AmountUnit } from "@core/tools/dose";
import { heparin, HEPARIN_PROTOCOLS, type HeparinProtocolName } from "@core/tools/heparin";
import { BAG_UNITS, DOSING_UNIT_NAMES, DOSING_UNITS, infusionDose, infusionRate, isBagUnit, isDosingUnit, type InfusionInput } from "@core/tools/infusion";
import { DROP_FACTORS, dripRate, infusionTime, isTimeUnit, ivRate, TIME_UNITS, volumeToBeInfused, type DropFactor } from "@core/tools/iv";
import { dailyDose, isOrderKind, maintenanceFluids } from "@core/tools/paediatric";
import type { CalculatorSpec, FieldSpec, Values } from "./components/calculator";

/**
 * The medication calculators: which fields each takes (with their units) and
 * which core formula answers it. The screens collect and show; every number is
 * worked out in `@core/tools`.
 */
const v = (values: Values, name: string) => values[name] ?? "";
const amountUnit = (values: Values, name: string, fallback: AmountUnit = "mg"): AmountUnit => {
  const u = values[name];
  return isAmountUnit(u) ? u : fallback;
};
type NumberField = Extract<FieldSpec, { kind: "number" }>;
const weight = (name = "weightKg", label = "Weight"): NumberField => ({ kind: "number", name, label, unit: "kg", weight: true });

const bagFields: FieldSpec[] = [
  { ...weight(), showIf: (x) => DOSING_UNITS[dosingUnit(x)].perKg },
  { kind: "number", name: "drug", label: "Drug in the bag", unitChoice: { name: "drugUnit", options: BAG_UNITS } },
  { kind: "number", name: "volumeMl", label: "Bag volume", unit: "mL" },
];
const dosingUnit = (x: Values) => {
  const u = x.unit;
  return isDosingUnit(u) ? u : "mcg/kg/min";
};
const infusionInput = (x: Values): InfusionInput => {
  const drugUnit = x.drugUnit;
  return { unit: dosingUnit(x), weightKg: v(x, "weightKg"), drug: v(x, "drug"), drugUnit: isBagUnit(drugUnit) ? drugUnit : "mg", volumeMl: v(x, "volumeMl") };
};

const protocolFills = (name: HeparinProtocolName): Values => {
  const p = HEPARIN_PROTOCOLS[name];
  const t = (n: number | null) => (n === null ? "" : String(n));
  return { bolusPerKg: t(p.bolusPerKg), bolusCap: t(p.bolusCap), ratePerKg: t(p.ratePerKg), rateCap: t(p.rateCap) };
};

export const CALCULATOR_GROUPS: { title: string; calculators: CalculatorSpec[] }[] = [
  {
    title: "Doses",
    calculators: [
      {
        id: "med-dose",
        title: "Dose by weight",
        formula: "dose/kg × weight (kg) = dose; dose ÷ concentration (per mL) = volume (mL)",
        fields: [
          { kind: "number", name: "dosePerKg", label: "Dose per kg", unitChoice: { name: "unit", options: AMOUNT_UNITS.filter((u) => u !== "g") } },
          weight(),
          { kind: "number", name: "concentration", label: "Concentration", unit: (x) => `${amountUnit(x, "unit")}/mL`, optional: true },
        ],
        defaults: { unit: "mg" },
        calculate: (x, region) =>
          doseByWeight({ dosePerKg: v(x, "dosePerKg"), weightKg: v(x, "weightKg"), concentration: v(x, "concentration"), unit: amountUnit(x, "unit") }, region),
      },
      {
        id: "med-desired",
        title: "Desired ÷ have",
        formula: "ordered dose ÷ strength on hand × quantity = tablets or mL (g, mg and mcg converted for you)",
        fields: [
          { kind: "number", name: "desired", label: "Ordered dose", unitChoice: { name: "desiredUnit", options: AMOUNT_UNITS } },
          {
            kind: "choice",
            name: "form",
            label: "Comes as",
            options: [
              { value: "tablet", label: "Tablets or capsules" },
              { value: "mL", label: "A liquid (per mL)" },
            ],
            wide: true,
          },
          { kind: "number", name: "have", label: "Strength on hand", unitChoice: { name: "haveUnit", options: AMOUNT_UNITS } },
          {
            kind: "number",
            name: "quantity",
            label: "In this volume",
            unit: "mL",
            hint: "400 mg/5 mL: strength 400 mg in 5 mL.",
            showIf: (x) => x.form === "mL",
          },
        ],
        defaults: { desiredUnit: "mg", haveUnit: "mg", form: "tablet" },
        calculate: (x, region) =>
          desiredOverHave(
            {
              desired: v(x, "desired"),
              desiredUnit: amountUnit(x, "desiredUnit"),
              have: v(x, "have"),
              haveUnit: amountUnit(x, "haveUnit"),
              quantity: v(x, "quantity"),
              form: x.form === "mL" ? "mL" : "tablet",
            },
            region,
          ),
      },
      {
        id: "med-daily",
        title: "Daily dose check (per kg per day)",
        formula: "dose/kg/day × weight ÷ doses a day = each dose, checked against your reference range and maximum",
        fields: [
          weight(),
          { kind: "number", name: "dosesPerDay", label: "Doses a day", unit: "doses" },
          {
            kind: "choice",
            name: "orderKind",
            label: "The order is",
            options: [
              { value: "perKgPerDay", label: "Per kg per day" },
              { value: "perDose", label: "One dose" },
            ],
            wide: true,
          },
          {
            kind: "number",
            name: "order",
            label: "Order",
            unitChoice: { name: "unit", options: ["mg", "mcg", "units"] },
            unitSuffix: (x) => (x.orderKind === "perDose" ? "a dose" : "/kg/day"),
          },
          { kind: "number", name: "low", label: "Reference range from", unit: (x) => `${amountUnit(x, "unit")}/kg/day` },
          { kind: "number", name: "high", label: "Reference range to", unit: (x) => `${amountUnit(x, "unit")}/kg/day` },
          { kind: "number", name: "maxPerDay", label: "Maximum a day", unit: (x) => `${amountUnit(x, "unit")}/day`, optional: true },
        ],
        defaults: { orderKind: "perKgPerDay", unit: "mg" },
        calculate: (x, region) =>
          dailyDose(
            {
              weightKg: v(x, "weightKg"),
              order: v(x, "order"),
              orderKind: isOrderKind(x.orderKind) ? x.orderKind : "perKgPerDay",
              unit: amountUnit(x, "unit"),
              dosesPerDay: v(x, "dosesPerDay"),
              low: v(x, "low"),
              high: v(x, "high"),
              maxPerDay: v(x, "maxPerDay"),
            },
            region,
          ),
      },
    ],
  },
  {
    title: "Infusions",
    calculators: [
      {
        id: "med-infusion-rate",
        title: "Infusion: dose → rate",
        formula: "dose × weight (per-kg doses) × 60 (per-minute doses) ÷ concentration = mL/h",
        fields: [{ kind: "number", name: "dose", label: "Dose", unitChoice: { name: "unit", options: DOSING_UNIT_NAMES } }, ...bagFields],
        defaults: { unit: "mcg/kg/min", drugUnit: "mg" },
        calculate: (x, region) => infusionRate({ ...infusionInput(x), dose: v(x, "dose") }, region),
      },
      {
        id: "med-infusion-dose",
        title: "Infusion: rate → dose",
        formula: "mL/h × concentration ÷ 60 (per-minute doses) ÷ weight (per-kg doses) = dose",
        fields: [
          {
            kind: "choice",
            name: "unit",
            label: "Dose in",
            options: DOSING_UNIT_NAMES.map((u) => ({ value: u, label: `${u} (per ${DOSING_UNITS[u].per === "min" ? "minute" : "hour"})` })),
            wide: true,
          },
          { kind: "number", name: "rateMlH", label: "Rate", unit: "mL/h" },
          ...bagFields,
        ],
        defaults: { unit: "mcg/kg/min", drugUnit: "mg" },
        calculate: (x, region) => infusionDose({ ...infusionInput(x), rateMlH: v(x, "rateMlH") }, region),
      },
      {
        id: "med-heparin",
        title: "Heparin by weight",
        formula: "units/kg × weight = bolus (up to the cap); units/kg/h × weight = units/h (up to the cap) ÷ units/mL = mL/h",
        note: "Your facility's protocol: the numbers below start from a published one; change them to match your facility's heparin protocol.",
        fields: [
          { ...weight(), wide: true },
          {
            kind: "choice",
            name: "protocol",
            label: "Start from",
            options: [
              { value: "vte", label: "VTE: 80 units/kg, 18 units/kg/h", fills: protocolFills("vte") },
              { value: "acs", label: "ACS: 60 units/kg, 12 units/kg/h", fills: protocolFills("acs") },
            ],
            wide: true,
          },
          { kind: "number", name: "bolusPerKg", label: "Bolus", unit: "units/kg", hint: "0 for none" },
          { kind: "number", name: "bolusCap", label: "Bolus cap", unit: "units", optional: true },
          { kind: "number", name: "ratePerKg", label: "Infusion", unit: "units/kg/h" },
          { kind: "number", name: "rateCap", label: "Infusion cap", unit: "units/h", optional: true },
          { kind: "number", name: "bagUnits", label: "Heparin in the bag", unit: "units" },
          { kind: "number", name: "bagMl", label: "Bag volume", unit: "mL" },
        ],
        defaults: { protocol: "vte", ...protocolFills("vte"), bagUnits: "25000", bagMl: "250" },
        calculate: (x, region) =>
          heparin(
            {
              weightKg: v(x, "weightKg"),
              bolusPerKg: v(x, "bolusPerKg"),
              bolusCap: v(x, "bolusCap"),
              ratePerKg: v(x, "ratePerKg"),
              rateCap: v(x, "rateCap"),
              bagUnits: v(x, "bagUnits"),
              bagMl: v(x, "bagMl"),
            },
            region,
          ),
      },
    ],
  },
  {
    title: "IV fluids",
    calculators: [
      {
        id: "med-iv",
        title: "IV rate and piggyback",
        formula: "volume (mL) ÷ time (h) = mL/h; over minutes, volume × 60 ÷ minutes",
        fields: [
          { kind: "number", name: "volumeMl", label: "Volume", unit: "mL" },
          { kind: "number", name: "time", label: "Time", unitChoice: { name: "timeUnit", options: TIME_UNITS } },
        ],
        defaults: { timeUnit: "h" },
        calculate: (x, region) => ivRate({ volumeMl: v(x, "volumeMl"), time: v(x, "time"), timeUnit: isTimeUnit(x.timeUnit) ? x.timeUnit : "h" }, region),
      },
      {
        id: "med-drip",
        title: "Drip rate",
        formula: "volume (mL) × drop factor (gtt/mL) ÷ time (min) = gtt/min",
        fields: [
          { kind: "number", name: "volumeMl", label: "Volume", unit: "mL" },
          { kind: "number", name: "minutes", label: "Time", unit: "min" },
          { kind: "choice", name: "dropFactor", label: "Drop factor (gtt/mL)", options: DROP_FACTORS.map((d) => ({ value: String(d), label: String(d) })) },
        ],
        defaults: { dropFactor: "15" },
        calculate: (x, region) =>
          dripRate({ volumeMl: v(x, "volumeMl"), minutes: v(x, "minutes"), dropFactor: Number(x.dropFactor ?? 15) as DropFactor }, region),
      },
      {
        id: "med-time",
        title: "Infusion time and finish",
        formula: "volume (mL) ÷ rate (mL/h) = time; start + time = finish",
        fields: [
          { kind: "number", name: "volumeMl", label: "Volume to be infused", unit: "mL" },
          { kind: "number", name: "rateMlH", label: "Rate", unit: "mL/h" },
          { kind: "time", name: "start", label: "Started at", optional: true },
        ],
        calculate: (x, region) => infusionTime({ volumeMl: v(x, "volumeMl"), rateMlH: v(x, "rateMlH"), start: v(x, "start") }, region),
      },
      {
        id: "med-vtbi",
        title: "Volume to be infused",
        formula: "rate (mL/h) × time = volume (mL)",
        fields: [
          { kind: "number", name: "rateMlH", label: "Rate", unit: "mL/h" },
          { kind: "number", name: "time", label: "Time", unitChoice: { name: "timeUnit", options: TIME_UNITS } },
        ],
        defaults: { timeUnit: "h" },
        calculate: (x, region) =>
          volumeToBeInfused({ rateMlH: v(x, "rateMlH"), time: v(x, "time"), timeUnit: isTimeUnit(x.timeUnit) ? x.timeUnit : "h" }, region),
      },
      {
        id: "med-maintenance",
        title: "Maintenance fluids (4-2-1)",
        formula: "4 mL/kg/h for the first 10 kg, 2 for the next 10, 1 for each kg above 20 (Holliday–Segar)",
        fields: [weight()],
        calculate: (x, region) => maintenanceFluids({ weightKg: v(x, "weightKg") }, region),
      },
    ],
  },
  {
    title: "Weight and size",
    calculators: [
      {
        id: "med-lb",
        title: "lb and oz → kg",
        formula: "(lb + oz ÷ 16) × 0.453592 = kg",
        fields: [
          { kind: "number", name: "lb", label: "Pounds", unit: "lb" },
          { kind: "number", name: "oz", label: "Ounces", unit: "oz", optional: true },
        ],
        calculate: (x, region) => poundsToKg({ lb: v(x, "lb"), oz: v(x, "oz") }, region),
      },
      {
        id: "med-ibw",
        title: "Ideal and adjusted body weight",
        formula: "50 kg (men) or 45.5 kg (women) + 2.3 kg per inch over 5 ft; adjusted = ideal + 0.4 × (actual − ideal)",
        fields: [
          {
            kind: "choice",
            name: "sex",
            label: "Sex",
            options: [
              { value: "female", label: "Female" },
              { value: "male", label: "Male" },
            ],
          },
          { kind: "number", name: "heightCm", label: "Height", unit: "cm" },
          { ...weight("weightKg", "Actual weight"), optional: true },
        ],
        defaults: { sex: "female" },
        calculate: (x, region) => idealBodyWeight({ heightCm: v(x, "heightCm"), sex: isSex(x.sex) ? x.sex : "female", weightKg: v(x, "weightKg") }, region),
      },
      {
        id: "med-bsa",
        title: "Body surface area",
        formula: "√(height (cm) × weight (kg) ÷ 3600) = m² (Mosteller)",
        fields: [{ kind: "number", name: "heightCm", label: "Height", unit: "cm" }, weight()],
        calculate: (x, region) => bodySurfaceArea({ heightCm: v(x, "heightCm"), weightKg: v(x, "weightKg") }, region),
      },
    ],
  },
];
