import type { Region } from "../preferences";
import { formatDecimal, roundTo } from "./numbers";

/**
 * Daily Learning (docs/product/bedside-tools.md): clinical tips with title,
 * category (ECG or Lab Value) and description, optionally limited to regions.
 * Lab values are shown in the units the nurse's laboratories report: only the
 * US uses conventional units (mg/dL); Canada, the UK, Australia and Europe use
 * SI units (mmol/L, µmol/L). Blood gases are in mmHg except in the UK and
 * Europe (kPa); HbA1c is a percentage in the US and Canada, mmol/mol elsewhere.
 * A figure is written once in its conventional unit with the factor to its SI
 * unit; the SI figure is stored too and a unit test recomputes it. Where a
 * region follows its own guideline (a hypoglycaemia threshold, HbA1c ranges),
 * the tip has a variant for that region with its own figure and source, so each
 * region sees one threshold. US and Canadian readers get US medical spelling.
 * Every figure names its own source, and every lab tip says that her
 * laboratory's ranges come first.
 */
export const TIP_ROTATION_MS = 45_000;
export const TIP_FADE_MS = 300;

export type TipCategory = "ECG" | "Lab Value";
export type UnitSystem = "conventional" | "si";
/** Blood gases and HbA1c are reported in units of their own in some regions. */
export type Quantity = "chemistry" | "gas" | "hba1c";

/** The units a region's laboratories report a quantity in. */
export function unitSystemOf(region: Region, quantity: Quantity = "chemistry"): UnitSystem {
  switch (quantity) {
    case "chemistry":
      return region === "US" ? "conventional" : "si";
    case "gas":
      return region === "UK" || region === "EU" ? "si" : "conventional";
    case "hba1c":
      return region === "US" || region === "CA" ? "conventional" : "si";
  }
}

/** Shown with every lab tip: ranges differ between laboratories and protocols. */
export const LAB_RANGE_NOTE = "Use your laboratory's own reference ranges and your hospital's protocols.";

export interface LabFigure {
  conventional: { low: number | null; high: number | null; unit: string };
  si: { low: number | null; high: number | null; unit: string };
  /** SI = conventional × factor ("hba1c": the IFCC master equation). */
  factor: number | "hba1c";
  /** Places the SI figure is given to (−1: to the nearest ten). */
  siDecimals: number;
  quantity: Quantity;
}

/** What a region's guideline changes in a tip. */
export interface TipVariant {
  title?: string;
  description?: string;
  lab?: LabFigure;
  also?: LabFigure;
  source?: string;
}

export interface Tip {
  id: string;
  category: TipCategory;
  /** `[US|UK]` pairs choose the region's spelling; `[US|CA|UK]` when Canada spells it its own way. */
  title: string;
  /** `{lab}` is the lab figure in the region's unit. */
  description: string;
  regions?: readonly Region[];
  lab?: LabFigure;
  /** A second figure, `{also}` in the description. */
  also?: LabFigure;
  /** The source of this tip's figures (each tip names its own). */
  source: string;
  /** Regions whose guideline gives another threshold, range or source. */
  byRegion?: Partial<Record<Region, TipVariant>>;
}

/** SI from conventional, rounded as the tip gives it. */
export function toSi(value: number, lab: LabFigure): number {
  const si = lab.factor === "hba1c" ? (value - 2.152) / 0.09148 : value * lab.factor;
  return lab.siDecimals < 0 ? Math.round(si / 10 ** -lab.siDecimals) * 10 ** -lab.siDecimals : roundTo(si, lab.siDecimals);
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
  ada: "American Diabetes Association. Standards of Care in Diabetes—2024, section 2 (diagnosis) and section 6 (hypoglycemia). Diabetes Care 2024;47(suppl 1); glucose mg/dL ÷ 18.016 = mmol/L",
  dcDiagnosis:
    "Diabetes Canada Clinical Practice Guidelines Expert Committee; Punthakee Z, Goldenberg R, Katz P. Definition, classification and diagnosis of diabetes, prediabetes and metabolic syndrome. Can J Diabetes 2018;42(suppl 1):S10–S15",
  dcHypo: "Diabetes Canada Clinical Practice Guidelines Expert Committee; Yale JF, Paty B, Senior PA. Hypoglycemia. Can J Diabetes 2018;42(suppl 1):S104–S108",
  whoDiabetes: "WHO/IDF. Definition and diagnosis of diabetes mellitus and intermediate hyperglycaemia. Geneva: World Health Organization, 2006",
  whoHba1c: "WHO. Use of glycated haemoglobin (HbA1c) in the diagnosis of diabetes mellitus. WHO/NMH/CHP/CPM/11.1, 2011",
  nice: "NICE. Type 2 diabetes: prevention in people at high risk (PH38), 2012, updated 2017, recommendation 1.3 (HbA1c 42–47 mmol/mol); HbA1c of 48 mmol/mol or more diagnoses diabetes (WHO 2011)",
  racgp: "RACGP and Diabetes Australia. Management of type 2 diabetes: a handbook for general practice, 2020 (diagnosis: HbA1c 48 mmol/mol, 6.5%, or more)",
  ihsg: "International Hypoglycaemia Study Group. Glucose concentrations of less than 3.0 mmol/L (54 mg/dL) should be reported in clinical trials: a joint position statement of the ADA and EASD. Diabetes Care 2017;40:155–157",
  jbds: "Joint British Diabetes Societies for Inpatient Care. The hospital management of hypoglycaemia in adults with diabetes mellitus, 2023 revision",
  ads: "Australian Diabetes Society. Guidelines for routine glucose control in hospital, 2012 (hypoglycaemia: blood glucose below 4.0 mmol/L)",
  hba1c:
    "Hanas R, John G. 2010 consensus statement on the worldwide standardization of the HbA1c measurement. Diabetes Care 2010;33:1903–1904 (NGSP % = 0.09148 × IFCC mmol/mol + 2.152)",
  kdigo: "KDIGO Clinical Practice Guideline for Acute Kidney Injury. Kidney Int Suppl 2012;2:1–138, section 2.1 (creatinine 0.3 mg/dL = 26.5 µmol/L)",
  electrolytes:
    "Taylor C, Lynn P, Bartlett JL. Fundamentals of Nursing, 9th ed. Wolters Kluwer, 2019, chapter 40 (Fluid, Electrolyte, and Acid–Base Balance): normal electrolyte values",
  gases:
    "Taylor C, Lynn P, Bartlett JL. Fundamentals of Nursing, 9th ed. Wolters Kluwer, 2019, chapter 40: normal arterial blood gas values; mmHg × 0.1333 = kPa",
  hyponatraemia: "Spasovski G et al. Clinical practice guideline on diagnosis and treatment of hyponatraemia. Eur J Endocrinol 2014;170:G1–G47",
  albumin: "Payne RB et al. Interpretation of serum calcium in patients with abnormal serum proteins. BMJ 1973;4:643–646",
  who: "WHO. Haemoglobin concentrations for the diagnosis of anaemia and assessment of severity. WHO/NMH/NHD/MNM/11.1, 2011",
  ferritin: "WHO guideline on use of ferritin concentrations to assess iron status in individuals and populations. Geneva: World Health Organization, 2020",
  b12: "Devalia V, Hamilton MS, Molloy AM; British Committee for Standards in Haematology. Guidelines for the diagnosis and treatment of cobalamin and folate disorders. Br J Haematol 2014;166:496–513 (cobalamin below 148 pmol/L, 200 ng/L)",
  bilirubin:
    "Harrison's Principles of Internal Medicine, 21st ed. McGraw Hill, 2022, chapter 'Jaundice' (normal 5.1–17 µmol/L, 0.3–1 mg/dL; scleral icterus from about 51 µmol/L, 3 mg/dL)",
  atp: "NCEP Adult Treatment Panel III final report. Circulation 2002;106:3143–3421; cholesterol mg/dL × 0.02586, triglycerides mg/dL × 0.01129 = mmol/L",
  acrGout:
    "FitzGerald JD et al. 2020 American College of Rheumatology Guideline for the Management of Gout. Arthritis Care Res 2020;72:744–760 (serum urate target below 6 mg/dL)",
  eularGout:
    "Richette P et al. 2016 updated EULAR evidence-based recommendations for the management of gout. Ann Rheum Dis 2017;76:29–42 (serum urate target below 360 µmol/L)",
  ddimer: "Righini M et al. Age-adjusted D-dimer cutoff levels to rule out pulmonary embolism: the ADJUST-PE study. JAMA 2014;311:1117–1124",
  digoxin: "Yancy CW et al. 2013 ACCF/AHA Guideline for the Management of Heart Failure. Circulation 2013;128:e240–e327; digoxin ng/mL × 1.281 = nmol/L",
} as const;

const lab = (
  conventional: [number | null, number | null, string],
  si: [number | null, number | null, string],
  factor: LabFigure["factor"],
  siDecimals: number,
  quantity: Quantity = "chemistry",
): LabFigure => ({
  conventional: { low: conventional[0], high: conventional[1], unit: conventional[2] },
  si: { low: si[0], high: si[1], unit: si[2] },
  factor,
  siDecimals,
  quantity,
});

const GLUCOSE = 1 / 18.016;
/** Impaired fasting glucose and diabetes by fasting glucose, as Diabetes Canada and the WHO give them. */
const IFG = lab([110, 124, "mg/dL"], [6.1, 6.9, "mmol/L"], GLUCOSE, 1);
const FPG_DIABETES = lab([126, null, "mg/dL"], [7.0, null, "mmol/L"], GLUCOSE, 1);
const IFG_TEXT = "A fasting plasma glucose of {lab} is impaired fasting glucose (prediabetes); {also} or more, confirmed on a second test, diagnoses diabetes.";
/** Below 4.0 mmol/L ("four is the floor"); 72 mg/dL is 4.0 mmol/L. */
const FOUR = lab([null, 72, "mg/dL"], [null, 4.0, "mmol/L"], GLUCOSE, 1);
const A1C_DIABETES = lab([6.5, null, "%"], [48, null, "mmol/mol"], "hba1c", 0, "hba1c");

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
      "A regular narrow-complex tachycardia, usually 150–250 bpm. Vagal [maneuvers|manoeuvres|manoeuvres] first; adenosine 6 mg rapid IV push with a flush, then 12 mg if needed.",
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
    lab: lab([70, 99, "mg/dL"], [3.9, 5.5, "mmol/L"], GLUCOSE, 1),
    also: FPG_DIABETES,
    source: SOURCES.ada,
    byRegion: {
      CA: { description: IFG_TEXT, lab: IFG, source: SOURCES.dcDiagnosis },
      UK: { description: IFG_TEXT, lab: IFG, source: SOURCES.whoDiabetes },
      AU: { description: IFG_TEXT, lab: IFG, source: SOURCES.whoDiabetes },
      EU: { description: IFG_TEXT, lab: IFG, source: SOURCES.whoDiabetes },
    },
  },
  {
    // One threshold per region: ADA's level 1 in the US, Diabetes Canada's in Canada, "four is the floor" in UK and
    // Australian hospitals, the ADA/EASD level 1 in Europe.
    id: "lab-hypo",
    category: "Lab Value",
    title: "[Hypoglycemia|Hypoglycaemia] threshold",
    description: "Level 1 hypoglycemia is a glucose below {lab}; treat with 15–20 g of fast-acting carbohydrate and recheck in 15 minutes.",
    lab: lab([null, 70, "mg/dL"], [null, 3.9, "mmol/L"], GLUCOSE, 1),
    source: SOURCES.ada,
    byRegion: {
      CA: {
        description:
          "In a person on insulin or an insulin secretagogue, hypoglycemia is a glucose below {lab}; treat with 15 g of fast-acting carbohydrate and recheck in 15 minutes.",
        lab: FOUR,
        source: SOURCES.dcHypo,
      },
      UK: {
        title: "Make four the floor",
        description:
          "In hospital, a blood glucose below {lab} is hypoglycaemia and is treated, with or without symptoms: 15–20 g of quick-acting carbohydrate, then recheck after 10–15 minutes.",
        lab: FOUR,
        source: SOURCES.jbds,
      },
      AU: {
        description: "In hospital, a blood glucose below {lab} is hypoglycaemia: treat with 15 g of fast-acting carbohydrate and recheck in 15 minutes.",
        lab: FOUR,
        source: SOURCES.ads,
      },
      EU: {
        description: "Level 1 hypoglycaemia is a glucose of {lab} or less: treat with fast-acting carbohydrate and recheck in 15 minutes.",
        source: SOURCES.ihsg,
      },
    },
  },
  {
    id: "lab-hypo2",
    category: "Lab Value",
    title: "Clinically significant low glucose",
    description: "A glucose below {lab} is level 2, clinically significant [hypoglycemia|hypoglycaemia], whether or not there are symptoms.",
    lab: lab([null, 54, "mg/dL"], [null, 3.0, "mmol/L"], GLUCOSE, 1),
    source: SOURCES.ihsg,
  },
  {
    id: "lab-a1c",
    category: "Lab Value",
    title: "HbA1c for diabetes",
    description: "An HbA1c of {lab} or more diagnoses diabetes.",
    lab: A1C_DIABETES,
    source: `${SOURCES.ada}; ${SOURCES.hba1c}`,
    byRegion: {
      CA: { source: SOURCES.dcDiagnosis },
      UK: { source: SOURCES.nice },
      AU: { description: "An HbA1c of {lab} (6.5%) or more diagnoses diabetes.", source: SOURCES.racgp },
      EU: { source: `${SOURCES.whoHba1c}; ${SOURCES.hba1c}` },
    },
  },
  {
    id: "lab-a1c-pre",
    category: "Lab Value",
    title: "HbA1c in the prediabetes range",
    description: "An HbA1c of {lab} is the ADA's prediabetes range.",
    lab: lab([5.7, 6.4, "%"], [39, 46, "mmol/mol"], "hba1c", 0, "hba1c"),
    regions: ["US", "CA", "UK"],
    source: `${SOURCES.ada}; ${SOURCES.hba1c}`,
    byRegion: {
      CA: {
        description: "An HbA1c of {lab} is prediabetes in Diabetes Canada's guideline.",
        lab: lab([6.0, 6.4, "%"], [42, 46, "mmol/mol"], "hba1c", 0, "hba1c"),
        source: SOURCES.dcDiagnosis,
      },
      // NICE gives 42–47 mmol/mol (below 48): written out as NICE has it, not converted from 6.0–6.4 %.
      UK: {
        title: "HbA1c: high risk of diabetes",
        description: "An HbA1c of 42–47 mmol/mol (6.0–6.4%) is NICE's high-risk range: offer an intensive lifestyle programme and test again each year.",
        lab: undefined,
        source: SOURCES.nice,
      },
    },
  },
  {
    id: "lab-creatinine",
    category: "Lab Value",
    title: "Creatinine and acute kidney injury",
    description: "A rise in serum creatinine of {lab} or more within 48 hours, or to 1.5 times the baseline within 7 days, is acute kidney injury.",
    lab: lab([0.3, null, "mg/dL"], [26.5, null, "µmol/L"], 88.4, 1),
    source: SOURCES.kdigo,
  },
  {
    id: "lab-bun-ratio",
    category: "Lab Value",
    title: "BUN to creatinine ratio",
    description: "With both in mg/dL, a BUN:creatinine ratio above 20:1 suggests a pre-renal cause such as dehydration or a GI bleed; 10:1–20:1 is usual.",
    regions: ["US"],
    source: "Hosten AO. BUN and creatinine. In: Walker HK, Hall WD, Hurst JW, eds. Clinical Methods, 3rd ed. Butterworths, 1990, chapter 193",
  },
  {
    id: "lab-potassium",
    category: "Lab Value",
    title: "Potassium",
    description: "Serum potassium is normally {lab}. Report low or high results promptly and check the ECG.",
    lab: lab([3.5, 5.0, "mEq/L"], [3.5, 5.0, "mmol/L"], 1, 1),
    source: SOURCES.electrolytes,
  },
  {
    id: "lab-sodium",
    category: "Lab Value",
    title: "Sodium",
    description:
      "Serum sodium is normally {lab}. Correct chronic [hyponatremia|hyponatraemia] slowly: no more than [10 mEq/L|10 mmol/L|10 mmol/L] in the first 24 hours.",
    lab: lab([135, 145, "mEq/L"], [135, 145, "mmol/L"], 1, 0),
    source: `${SOURCES.electrolytes}; ${SOURCES.hyponatraemia}`,
  },
  {
    id: "lab-calcium",
    category: "Lab Value",
    title: "Total calcium",
    description: "Total serum calcium is normally {lab}; correct it for a low albumin or measure [ionized|ionized|ionised] calcium.",
    lab: lab([8.5, 10.5, "mg/dL"], [2.12, 2.62, "mmol/L"], 0.2495, 2),
    source: SOURCES.electrolytes,
  },
  {
    id: "lab-phosphate",
    category: "Lab Value",
    title: "Phosphate",
    description: "Serum phosphate is normally {lab}; watch for a fall when feeding restarts after starvation (refeeding syndrome).",
    lab: lab([2.5, 4.5, "mg/dL"], [0.81, 1.45, "mmol/L"], 0.3229, 2),
    source: SOURCES.electrolytes,
  },
  {
    id: "lab-magnesium",
    category: "Lab Value",
    title: "Magnesium and potassium",
    description: "Low magnesium makes low potassium hard to correct and raises the risk of torsades de pointes: check magnesium when potassium is low.",
    source: SOURCES.tdp,
  },
  {
    id: "lab-albumin",
    category: "Lab Value",
    title: "Albumin and calcium",
    description:
      "A low albumin lowers the total calcium without changing the [ionized|ionized|ionised] calcium: correct the total for albumin, or measure the [ionized|ionized|ionised] calcium.",
    source: SOURCES.albumin,
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
    description: "Total bilirubin is normally {lab}; yellow sclerae usually show from about {also}.",
    lab: lab([0.3, 1, "mg/dL"], [5, 17, "µmol/L"], 17.1, 0),
    also: lab([3, null, "mg/dL"], [51, null, "µmol/L"], 17.1, 0),
    source: SOURCES.bilirubin,
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
    id: "lab-uric",
    category: "Lab Value",
    title: "Urate in gout",
    description: "In gout on urate-lowering treatment, the target serum urate is below {lab}.",
    lab: lab([null, 6, "mg/dL"], [null, 360, "µmol/L"], 59.48, -1),
    source: SOURCES.acrGout,
    byRegion: { CA: { source: SOURCES.eularGout }, UK: { source: SOURCES.eularGout }, AU: { source: SOURCES.eularGout }, EU: { source: SOURCES.eularGout } },
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
    id: "lab-ferritin",
    category: "Lab Value",
    title: "Ferritin for iron stores",
    description: "Serum iron swings through the day; ferritin shows the iron stores. In adults a ferritin below {lab} is iron deficiency.",
    lab: lab([null, 15, "ng/mL"], [null, 15, "µg/L"], 1, 0),
    source: SOURCES.ferritin,
  },
  {
    id: "lab-b12",
    category: "Lab Value",
    title: "Vitamin B12",
    description: "A vitamin B12 (cobalamin) below {lab} suggests deficiency, which causes macrocytic [anemia|anaemia] and neuropathy.",
    lab: lab([null, 200, "pg/mL"], [null, 148, "pmol/L"], 0.7378, 0),
    source: SOURCES.b12,
  },
  {
    id: "lab-paco2",
    category: "Lab Value",
    title: "PaCO2",
    description: "Arterial PaCO2 is normally {lab}; above the range with a low pH is respiratory acidosis.",
    lab: lab([35, 45, "mmHg"], [4.7, 6.0, "kPa"], 0.1333, 1, "gas"),
    source: SOURCES.gases,
  },
  {
    id: "lab-pao2",
    category: "Lab Value",
    title: "PaO2",
    description: "Arterial PaO2 on room air is normally {lab} in younger adults and falls with age.",
    lab: lab([80, 100, "mmHg"], [10.7, 13.3, "kPa"], 0.1333, 1, "gas"),
    source: SOURCES.gases,
  },
];

const SPELLING = /\[([^|\]]+)\|([^|\]]+)(?:\|([^\]]+))?\]/g;

/** `[US|UK]`: US and Canadian readers get the first, UK, Australian and European the last; `[US|CA|UK]` gives Canada its own. */
function spell(text: string, region: Region): string {
  return text.replace(SPELLING, (_, us: string, second: string, third: string | undefined) => {
    if (region === "US") return us;
    if (region === "CA") return third === undefined ? us : second;
    return third ?? second;
  });
}

const number = (v: number, decimals: number) => (decimals > 0 ? v.toFixed(decimals) : formatDecimal(v, 0));

/** "70–99 mg/dL", "below 70 mg/dL" phrasing is the tip's; this gives "70–99 mg/dL", "70 mg/dL". */
export function formatLab(figure: LabFigure, system: UnitSystem): string {
  const side = system === "si" ? figure.si : figure.conventional;
  const decimals = system === "si" ? figure.siDecimals : Math.max(decimalsOf(figure.conventional.low), decimalsOf(figure.conventional.high));
  const parts = [side.low, side.high].filter((v): v is number => v !== null).map((v) => number(v, decimals));
  // "6.5%", but "70 mg/dL".
  return `${parts.join("–")}${side.unit === "%" ? "" : " "}${side.unit}`;
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
  /** Lab tips: her laboratory's ranges come first. */
  note: string | null;
}

/** A tip as a region's guideline has it. */
export function tipIn(tip: Tip, region: Region): Tip {
  const variant = tip.byRegion?.[region];
  return variant ? { ...tip, ...variant } : tip;
}

const figure = (f: LabFigure | undefined, region: Region) => (f ? formatLab(f, unitSystemOf(region, f.quantity)) : "");

/** The tips a nurse in `region` sees, in her units, her guideline's thresholds and her spelling. */
export function tipsFor(region: Region): ShownTip[] {
  return TIPS.filter((t) => !t.regions || t.regions.includes(region)).map((base) => {
    const t = tipIn(base, region);
    return {
      id: t.id,
      category: t.category,
      title: spell(t.title, region),
      description: spell(t.description, region).replace("{lab}", figure(t.lab, region)).replace("{also}", figure(t.also, region)),
      source: t.source,
      note: t.category === "Lab Value" ? LAB_RANGE_NOTE : null,
    };
  });
}

/** Which tip shows `elapsedMs` after the rotation started at `startIndex` (advances every 45 s). */
export function tipIndexAt(startIndex: number, elapsedMs: number, count: number): number {
  if (count <= 0) return 0;
  const steps = Math.floor(Math.max(0, elapsedMs) / TIP_ROTATION_MS);
  return (((startIndex + steps) % count) + count) % count;
}
