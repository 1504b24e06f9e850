import type { Region } from "../preferences";
import { formatDecimal, roundTo } from "./numbers";

/**
 * Daily Learning (spec 000 §2, §3 Tip, §4, §9): clinical tips with title,
 * category (ECG or Lab Value) and description, optionally limited to regions.
 * US and CA show conventional units (mg/dL, mg/L) and US spelling; UK, AU and
 * EU show SI units (µmol/L, mmol/L, ng/mL…) and UK spelling (Haemoglobin).
 * A lab figure is written once in its conventional unit with the factor to its
 * SI unit; the SI figure is stored too and a unit test recomputes it, so the two
 * regions never disagree. Every tip cites its source.
 */
export const TIP_ROTATION_MS = 45_000;
export const TIP_FADE_MS = 300;

export type TipCategory = "ECG" | "Lab Value";
export type UnitSystem = "conventional" | "si";

export const unitSystemOf = (region: Region): UnitSystem => (region === "US" || region === "CA" ? "conventional" : "si");

export interface LabFigure {
  conventional: { low: number | null; high: number | null; unit: string };
  si: { low: number | null; high: number | null; unit: string };
  /** SI = conventional × factor ("hba1c": the IFCC master equation). */
  factor: number | "hba1c";
  /** Places the SI figure is given to. */
  siDecimals: number;
}

export interface Tip {
  id: string;
  category: TipCategory;
  /** `[US|UK]` pairs choose the region's spelling. */
  title: string;
  /** `{lab}` is the lab figure in the region's unit. */
  description: string;
  regions?: readonly Region[];
  lab?: LabFigure;
  /** A second figure, `{also}` in the description. */
  also?: LabFigure;
  source: string;
}

/** SI from conventional, rounded as the tip gives it. */
export function toSi(value: number, lab: LabFigure): number {
  const si = lab.factor === "hba1c" ? (value - 2.152) / 0.09148 : value * lab.factor;
  return roundTo(si, lab.siDecimals);
}

const SOURCES = {
  ecgStd: "AHA/ACCF/HRS Recommendations for the Standardization and Interpretation of the Electrocardiogram, Parts I–VI (Circulation 2007–2009)",
  qt: "Rautaharju PM et al. AHA/ACCF/HRS Recommendations for the Standardization and Interpretation of the ECG, Part IV: the ST segment, T and U waves, and the QT interval. Circulation 2009;119:e241–e250",
  tdp: "Drew BJ et al. Prevention of torsade de pointes in hospital settings: AHA/ACCF scientific statement. Circulation 2010;121:1047–1060",
  mi: "Thygesen K et al. Fourth Universal Definition of Myocardial Infarction (2018). Circulation 2018;138:e618–e651",
  acls: "Panchal AR et al. Part 3: Adult Basic and Advanced Life Support, 2020 AHA Guidelines for CPR and ECC. Circulation 2020;142(suppl 2):S366–S468",
  erc: "Soar J et al. European Resuscitation Council Guidelines 2021: Adult advanced life support. Resuscitation 2021;161:115–151",
  conduction:
    "Surawicz B et al. AHA/ACCF/HRS Recommendations for the Standardization and Interpretation of the ECG, Part III: intraventricular conduction disturbances. Circulation 2009;119:e235–e240",
  ref: "Kratz A et al. Laboratory reference values. N Engl J Med 2004;351:1548–1563; SI factors from the AMA Manual of Style SI conversion table",
  ada: "American Diabetes Association. Standards of Care in Diabetes—2024, sections 2 and 6. Diabetes Care 2024;47(suppl 1); glucose mg/dL ÷ 18.016 = mmol/L (molar mass 180.16 g/mol)",
  hba1c:
    "Hanas R, John G. 2010 consensus statement on the worldwide standardization of the HbA1c measurement. Diabetes Care 2010;33:1903–1904 (NGSP % = 0.09148 × IFCC mmol/mol + 2.152)",
  who: "WHO. Haemoglobin concentrations for the diagnosis of anaemia and assessment of severity. WHO/NMH/NHD/MNM/11.1, 2011",
  atp: "NCEP Adult Treatment Panel III final report. Circulation 2002;106:3143–3421; cholesterol mg/dL × 0.02586, triglycerides mg/dL × 0.01129 = mmol/L",
  ddimer: "Righini M et al. Age-adjusted D-dimer cutoff levels to rule out pulmonary embolism: the ADJUST-PE study. JAMA 2014;311:1117–1124",
  jbds: "Joint British Diabetes Societies for Inpatient Care. The hospital management of hypoglycaemia in adults with diabetes mellitus, 2023 revision",
  digoxin: "Yancy CW et al. 2013 ACCF/AHA Guideline for the Management of Heart Failure. Circulation 2013;128:e240–e327; digoxin ng/mL × 1.281 = nmol/L",
} as const;

const lab = (
  conventional: [number | null, number | null, string],
  si: [number | null, number | null, string],
  factor: LabFigure["factor"],
  siDecimals: number,
): LabFigure => ({
  conventional: { low: conventional[0], high: conventional[1], unit: conventional[2] },
  si: { low: si[0], high: si[1], unit: si[2] },
  factor,
  siDecimals,
});

export const TIPS: readonly Tip[] = [
  // ---- ECG -------------------------------------------------------------------
  {
    id: "ecg-paper",
    category: "ECG",
    title: "Reading the ECG paper",
    description: "At 25 mm/s one small box is 0.04 s and one large box is 0.20 s; at the standard 10 mm/mV, 1 mm is 0.1 mV.",
    source: SOURCES.ecgStd,
  },
  {
    id: "ecg-pr",
    category: "ECG",
    title: "Normal PR interval",
    description: "The PR interval is normally 0.12–0.20 s (3–5 small boxes). Longer than 0.20 s with every P conducted is first-degree AV block.",
    source: SOURCES.ecgStd,
  },
  {
    id: "ecg-qrs",
    category: "ECG",
    title: "Wide or narrow QRS",
    description: "A QRS of 0.12 s (3 small boxes) or more is wide: think bundle branch block, ventricular rhythm, pacing or [hyperkalemia|hyperkalaemia].",
    source: SOURCES.conduction,
  },
  {
    id: "ecg-qtc",
    category: "ECG",
    title: "Prolonged QTc",
    description: "A QTc of 450 ms or more in men, or 460 ms or more in women, is prolonged. Above 500 ms the risk of torsades de pointes rises sharply.",
    source: `${SOURCES.qt}; ${SOURCES.tdp}`,
  },
  {
    id: "ecg-bazett",
    category: "ECG",
    title: "Correcting the QT",
    description: "Bazett's formula: QTc = QT ÷ √RR, with both in seconds. It over-corrects at fast heart rates, so compare QTc on the same formula each time.",
    source: SOURCES.qt,
  },
  {
    id: "ecg-6s",
    category: "ECG",
    title: "Rate from a 6-second strip",
    description: "For an irregular rhythm, count the QRS complexes in a 6-second strip and multiply by 10 for beats per minute.",
    source: SOURCES.ecgStd,
  },
  {
    id: "ecg-300",
    category: "ECG",
    title: "The 300 rule",
    description:
      "For a regular rhythm at 25 mm/s, 300 ÷ the number of large boxes between two R waves gives the heart rate (1500 ÷ small boxes is more precise).",
    source: SOURCES.ecgStd,
  },
  {
    id: "ecg-sinus",
    category: "ECG",
    title: "Sinus rates",
    description: "Sinus rhythm below 60 bpm is sinus bradycardia and above 100 bpm is sinus tachycardia; every QRS follows an upright P in lead II.",
    source: SOURCES.ecgStd,
  },
  {
    id: "ecg-af",
    category: "ECG",
    title: "Atrial fibrillation",
    description: "Irregularly irregular R–R intervals with no clear P waves, only a wavy baseline. Check the ventricular rate and ask about anticoagulation.",
    source: SOURCES.acls,
  },
  {
    id: "ecg-flutter",
    category: "ECG",
    title: "Atrial flutter",
    description: "Saw-tooth flutter waves at about 300/min, often with 2:1 block: a regular narrow-complex rate near 150 bpm should make you look for flutter.",
    source: SOURCES.ecgStd,
  },
  {
    id: "ecg-wenckebach",
    category: "ECG",
    title: "Mobitz I (Wenckebach)",
    description: "The PR interval lengthens beat by beat until a P wave is not followed by a QRS, then the cycle starts again.",
    source: SOURCES.conduction,
  },
  {
    id: "ecg-mobitz2",
    category: "ECG",
    title: "Mobitz II",
    description:
      "A constant PR interval with a P wave suddenly not conducted. It can progress to complete heart block: tell the prescriber and have pacing ready.",
    source: SOURCES.acls,
  },
  {
    id: "ecg-chb",
    category: "ECG",
    title: "Complete heart block",
    description: "P waves and QRS complexes march at their own rates with no relation to each other; the ventricular escape rate is often 20–40 bpm.",
    source: SOURCES.acls,
  },
  {
    id: "ecg-hyperk",
    category: "ECG",
    title: "ECG signs of [hyperkalemia|hyperkalaemia]",
    description: "Peaked T waves come first, then a long PR, flat P waves and a widening QRS that can become a sine wave before arrest.",
    source: SOURCES.acls,
  },
  {
    id: "ecg-hypok",
    category: "ECG",
    title: "ECG signs of [hypokalemia|hypokalaemia]",
    description: "Flattened T waves, ST depression and prominent U waves; low potassium also lengthens the QT (really QU) interval.",
    source: SOURCES.qt,
  },
  {
    id: "ecg-stemi",
    category: "ECG",
    title: "ST elevation criteria",
    description:
      "New ST elevation at the J point in two contiguous leads: 1 mm or more in all leads except V2–V3, where it is 2 mm in men 40 or older, 2.5 mm in men under 40 and 1.5 mm in women.",
    source: SOURCES.mi,
  },
  {
    id: "ecg-inferior",
    category: "ECG",
    title: "Inferior leads",
    description:
      "II, III and aVF look at the inferior wall, usually supplied by the right coronary artery; with inferior ST elevation, record right-sided leads (V4R).",
    source: SOURCES.mi,
  },
  {
    id: "ecg-vf",
    category: "ECG",
    title: "Ventricular fibrillation",
    description: "Chaotic waves with no QRS and no pulse: start compressions at 100–120/min and defibrillate as soon as possible.",
    source: `${SOURCES.acls}; ${SOURCES.erc}`,
  },
  {
    id: "ecg-torsades",
    category: "ECG",
    title: "Torsades de pointes",
    description: "Polymorphic VT twisting around the baseline with a long QT. Magnesium sulfate 2 g IV is the first drug; pulseless torsades is shocked.",
    source: `${SOURCES.acls}; ${SOURCES.tdp}`,
  },
  {
    id: "ecg-svt",
    category: "ECG",
    title: "SVT",
    description:
      "A regular narrow-complex tachycardia, usually 150–250 bpm. Vagal [maneuvers|manoeuvres] first; adenosine 6 mg rapid IV push with a flush, then 12 mg if needed.",
    source: SOURCES.acls,
  },
  {
    id: "ecg-asystole",
    category: "ECG",
    title: "Confirm asystole",
    description:
      "A flat line may be a loose lead or low gain: check the leads and the gain and look in a second lead. Asystole is not shockable — continue CPR.",
    source: SOURCES.acls,
  },
  {
    id: "ecg-v1",
    category: "ECG",
    title: "Chest lead placement",
    description:
      "V1 goes in the 4th intercostal space at the right sternal border, V2 at the left; V4 in the 5th intercostal space at the mid-clavicular line, V3 halfway between V2 and V4.",
    source: SOURCES.ecgStd,
  },
  {
    id: "ecg-cycle",
    category: "ECG",
    title: "Rhythm checks in CPR",
    description: "Pause compressions for a rhythm check every 2 minutes, for less than 10 seconds, and swap compressors at the same time.",
    source: `${SOURCES.acls}; ${SOURCES.erc}`,
  },

  // ---- Lab values ------------------------------------------------------------
  {
    id: "lab-glucose",
    category: "Lab Value",
    title: "Fasting glucose",
    description: "A normal fasting plasma glucose is {lab}; {also} or more on two tests diagnoses diabetes.",
    lab: lab([70, 99, "mg/dL"], [3.9, 5.5, "mmol/L"], 1 / 18.016, 1),
    also: lab([126, null, "mg/dL"], [7.0, null, "mmol/L"], 1 / 18.016, 1),
    source: SOURCES.ada,
  },
  {
    id: "lab-hypo",
    category: "Lab Value",
    title: "[Hypoglycemia|Hypoglycaemia] levels",
    description: "Level 1 [hypoglycemia|hypoglycaemia] is a glucose below {lab}; treat with 15–20 g of fast-acting carbohydrate and recheck in 15 minutes.",
    lab: lab([null, 70, "mg/dL"], [null, 3.9, "mmol/L"], 1 / 18.016, 1),
    source: SOURCES.ada,
  },
  {
    id: "lab-hypo2",
    category: "Lab Value",
    title: "Severe low glucose",
    description: "Level 2 (clinically significant) [hypoglycemia|hypoglycaemia] is a glucose below {lab}, whether or not there are symptoms.",
    lab: lab([null, 54, "mg/dL"], [null, 3.0, "mmol/L"], 1 / 18.016, 1),
    source: SOURCES.ada,
  },
  {
    id: "lab-a1c",
    category: "Lab Value",
    title: "HbA1c for diabetes",
    description: "An HbA1c of {lab} or more diagnoses diabetes.",
    lab: lab([6.5, null, "%"], [48, null, "mmol/mol"], "hba1c", 0),
    source: `${SOURCES.ada}; ${SOURCES.hba1c}`,
  },
  {
    id: "lab-a1c-pre",
    category: "Lab Value",
    title: "HbA1c in the prediabetes range",
    description: "An HbA1c of {lab} is the ADA's prediabetes range.",
    lab: lab([5.7, 6.4, "%"], [39, 46, "mmol/mol"], "hba1c", 0),
    source: `${SOURCES.ada}; ${SOURCES.hba1c}`,
  },
  {
    id: "lab-creatinine",
    category: "Lab Value",
    title: "Serum creatinine",
    description: "A typical adult serum creatinine is {lab}; a rise of {also} within 48 h is acute kidney injury.",
    lab: lab([0.6, 1.2, "mg/dL"], [53, 106, "µmol/L"], 88.4, 0),
    also: lab([0.3, null, "mg/dL"], [26.5, null, "µmol/L"], 88.4, 1),
    source: `${SOURCES.ref}; KDIGO Clinical Practice Guideline for Acute Kidney Injury 2012`,
  },
  {
    id: "lab-urea",
    category: "Lab Value",
    title: "[Blood urea nitrogen (BUN)|Urea]",
    description: "A typical adult [BUN|urea] is {lab}; dehydration and GI bleeding raise it.",
    lab: lab([7, 20, "mg/dL"], [2.5, 7.1, "mmol/L"], 0.357, 1),
    source: SOURCES.ref,
  },
  {
    id: "lab-bun-ratio",
    category: "Lab Value",
    title: "BUN to creatinine ratio",
    description: "With both in mg/dL, a BUN:creatinine ratio above 20:1 suggests a pre-renal cause such as dehydration; 10:1–20:1 is usual.",
    regions: ["US", "CA"],
    source: SOURCES.ref,
  },
  {
    id: "lab-potassium",
    category: "Lab Value",
    title: "Potassium",
    description: "Serum potassium is normally {lab}. Report low or high results promptly and check the ECG.",
    lab: lab([3.5, 5.0, "mEq/L"], [3.5, 5.0, "mmol/L"], 1, 1),
    source: SOURCES.ref,
  },
  {
    id: "lab-sodium",
    category: "Lab Value",
    title: "Sodium",
    description: "Serum sodium is normally {lab}. Correct chronic [hyponatremia|hyponatraemia] slowly: no more than 8–10 mmol/L in 24 h.",
    lab: lab([135, 145, "mEq/L"], [135, 145, "mmol/L"], 1, 0),
    source: `${SOURCES.ref}; Spasovski G et al. Clinical practice guideline on hyponatraemia. Eur J Endocrinol 2014;170:G1–G47`,
  },
  {
    id: "lab-calcium",
    category: "Lab Value",
    title: "Total calcium",
    description: "Total serum calcium is normally {lab}; correct it for a low albumin or measure ionised calcium.",
    lab: lab([8.5, 10.5, "mg/dL"], [2.12, 2.62, "mmol/L"], 0.2495, 2),
    source: SOURCES.ref,
  },
  {
    id: "lab-magnesium",
    category: "Lab Value",
    title: "Magnesium",
    description: "Serum magnesium is normally {lab}; low magnesium makes low potassium hard to correct and raises the risk of torsades.",
    lab: lab([1.7, 2.2, "mg/dL"], [0.7, 0.91, "mmol/L"], 0.4114, 2),
    source: SOURCES.ref,
  },
  {
    id: "lab-phosphate",
    category: "Lab Value",
    title: "Phosphate",
    description: "Serum phosphate is normally {lab}; watch for a fall when feeding restarts after starvation (refeeding syndrome).",
    lab: lab([2.5, 4.5, "mg/dL"], [0.81, 1.45, "mmol/L"], 0.3229, 2),
    source: SOURCES.ref,
  },
  {
    id: "lab-hb-women",
    category: "Lab Value",
    title: "[Hemoglobin|Haemoglobin] in women",
    description: "[Anemia|Anaemia] in non-pregnant women is a [hemoglobin|haemoglobin] below {lab}.",
    lab: lab([null, 12, "g/dL"], [null, 120, "g/L"], 10, 0),
    source: SOURCES.who,
  },
  {
    id: "lab-hb-men",
    category: "Lab Value",
    title: "[Hemoglobin|Haemoglobin] in men",
    description: "[Anemia|Anaemia] in men is a [hemoglobin|haemoglobin] below {lab}.",
    lab: lab([null, 13, "g/dL"], [null, 130, "g/L"], 10, 0),
    source: SOURCES.who,
  },
  {
    id: "lab-bilirubin",
    category: "Lab Value",
    title: "Total bilirubin",
    description: "Total bilirubin is normally {lab}; jaundice usually shows above about {also}.",
    lab: lab([0.3, 1.2, "mg/dL"], [5, 21, "µmol/L"], 17.1, 0),
    also: lab([2.5, 3, "mg/dL"], [43, 51, "µmol/L"], 17.1, 0),
    source: SOURCES.ref,
  },
  {
    id: "lab-cholesterol",
    category: "Lab Value",
    title: "Total cholesterol",
    description: "A total cholesterol below {lab} is desirable.",
    lab: lab([null, 200, "mg/dL"], [null, 5.2, "mmol/L"], 0.02586, 1),
    source: SOURCES.atp,
  },
  {
    id: "lab-ldl",
    category: "Lab Value",
    title: "LDL cholesterol",
    description: "An LDL cholesterol below {lab} is optimal.",
    lab: lab([null, 100, "mg/dL"], [null, 2.6, "mmol/L"], 0.02586, 1),
    source: SOURCES.atp,
  },
  {
    id: "lab-hdl",
    category: "Lab Value",
    title: "HDL cholesterol",
    description: "An HDL cholesterol below {lab} is low and a risk factor for heart disease.",
    lab: lab([null, 40, "mg/dL"], [null, 1.0, "mmol/L"], 0.02586, 1),
    source: SOURCES.atp,
  },
  {
    id: "lab-tg",
    category: "Lab Value",
    title: "Triglycerides",
    description: "Fasting triglycerides below {lab} are normal.",
    lab: lab([null, 150, "mg/dL"], [null, 1.7, "mmol/L"], 0.01129, 1),
    source: SOURCES.atp,
  },
  {
    id: "lab-albumin",
    category: "Lab Value",
    title: "Albumin",
    description: "Serum albumin is normally {lab}; a low albumin lowers the total calcium and affects drug binding.",
    lab: lab([3.5, 5.0, "g/dL"], [35, 50, "g/L"], 10, 0),
    source: SOURCES.ref,
  },
  {
    id: "lab-uric",
    category: "Lab Value",
    title: "Uric acid",
    description: "Serum uric acid is typically {lab} in adults; gout is more likely above the upper limit.",
    lab: lab([3.5, 7.2, "mg/dL"], [208, 428, "µmol/L"], 59.48, 0),
    source: SOURCES.ref,
  },
  {
    id: "lab-ddimer",
    category: "Lab Value",
    title: "D-dimer",
    description: "The usual D-dimer cut-off is below {lab} FEU; over 50 years of age, an age-adjusted cut-off (age × 10 µg/L) keeps the test useful.",
    lab: lab([null, 0.5, "mg/L"], [null, 500, "ng/mL"], 1000, 0),
    source: SOURCES.ddimer,
  },
  {
    id: "lab-digoxin",
    category: "Lab Value",
    title: "Digoxin level",
    description: "In heart failure a digoxin level of {lab} is the target; take the sample at least 6 hours after a dose.",
    lab: lab([0.5, 0.9, "ng/mL"], [0.6, 1.2, "nmol/L"], 1.281, 1),
    source: SOURCES.digoxin,
  },
  {
    id: "lab-iron",
    category: "Lab Value",
    title: "Serum iron",
    description: "Serum iron is typically {lab}; read it with ferritin and transferrin saturation, not alone.",
    lab: lab([60, 170, "µg/dL"], [10.7, 30.4, "µmol/L"], 0.1791, 1),
    source: SOURCES.ref,
  },
  {
    id: "lab-b12",
    category: "Lab Value",
    title: "Vitamin B12",
    description: "Vitamin B12 is typically {lab}; low levels cause macrocytic [anemia|anaemia] and neuropathy.",
    lab: lab([200, 900, "pg/mL"], [148, 664, "pmol/L"], 0.7378, 0),
    source: SOURCES.ref,
  },
  {
    id: "lab-ammonia",
    category: "Lab Value",
    title: "Ammonia",
    description: "Plasma ammonia is typically {lab}; send the sample on ice and test it promptly.",
    lab: lab([15, 45, "µg/dL"], [9, 26, "µmol/L"], 0.5872, 0),
    source: SOURCES.ref,
  },
  {
    id: "lab-paco2",
    category: "Lab Value",
    title: "PaCO2",
    description: "Arterial PaCO2 is normally {lab}; above the range with a low pH is respiratory acidosis.",
    lab: lab([35, 45, "mmHg"], [4.7, 6.0, "kPa"], 0.1333, 1),
    source: SOURCES.ref,
  },
  {
    id: "lab-pao2",
    category: "Lab Value",
    title: "PaO2",
    description: "Arterial PaO2 on room air is normally {lab} in younger adults and falls with age.",
    lab: lab([80, 100, "mmHg"], [10.7, 13.3, "kPa"], 0.1333, 1),
    source: SOURCES.ref,
  },
  {
    id: "lab-four-floor",
    category: "Lab Value",
    title: "Make four the floor",
    description: "In hospital, a blood glucose below 4.0 mmol/L is [hypoglycemia|hypoglycaemia] and is treated, with or without symptoms.",
    regions: ["UK", "AU", "EU"],
    source: SOURCES.jbds,
  },
];

const SPELLING = /\[([^|\]]+)\|([^\]]+)\]/g;

function spell(text: string, region: Region): string {
  const uk = unitSystemOf(region) === "si";
  return text.replace(SPELLING, (_, us: string, gb: string) => (uk ? gb : us));
}

const number = (v: number, decimals: number) => (decimals > 0 ? v.toFixed(decimals) : formatDecimal(v, 0));

/** "70–99 mg/dL", "below 70 mg/dL" phrasing is the tip's; this gives "70–99 mg/dL", "70 mg/dL". */
export function formatLab(figure: LabFigure, system: UnitSystem): string {
  const side = system === "si" ? figure.si : figure.conventional;
  const decimals = system === "si" ? figure.siDecimals : Math.max(decimalsOf(figure.conventional.low), decimalsOf(figure.conventional.high));
  const parts = [side.low, side.high].filter((v): v is number => v !== null).map((v) => number(v, decimals));
  return `${parts.join("–")} ${side.unit}`;
}

function decimalsOf(v: number | null): number {
  if (v === null) return 0;
  const s = String(v);
  return s.includes(".") ? s.length - s.indexOf(".") - 1 : 0;
}

export interface ShownTip {
  id: string;
  category: TipCategory;
  title: string;
  description: string;
  source: string;
}

/** The tips a nurse in `region` sees, in her units and spelling. */
export function tipsFor(region: Region): ShownTip[] {
  const system = unitSystemOf(region);
  return TIPS.filter((t) => !t.regions || t.regions.includes(region)).map((t) => ({
    id: t.id,
    category: t.category,
    title: spell(t.title, region),
    description: spell(t.description, region)
      .replace("{lab}", t.lab ? formatLab(t.lab, system) : "")
      .replace("{also}", t.also ? formatLab(t.also, system) : ""),
    source: t.source,
  }));
}

/** Which tip shows `elapsedMs` after the rotation started at `startIndex` (advances every 45 s). */
export function tipIndexAt(startIndex: number, elapsedMs: number, count: number): number {
  if (count <= 0) return 0;
  const steps = Math.floor(Math.max(0, elapsedMs) / TIP_ROTATION_MS);
  return (((startIndex + steps) % count) + count) % count;
}
