export interface Swatch {
  value: string;
  name: string;
}

/** The Create a Shift dialog's 8 colours, the default first. */
export const DIALOG_COLORS: readonly Swatch[] = [
  { value: "#3b82f6", name: "Blue" },
  { value: "#6366f1", name: "Indigo" },
  { value: "#8b5cf6", name: "Violet" },
  { value: "#ec4899", name: "Pink" },
  { value: "#ef4444", name: "Red" },
  { value: "#f59e0b", name: "Amber" },
  { value: "#10b981", name: "Green" },
  { value: "#14b8a6", name: "Teal" },
];

/** The presets form's 10 colours, in a 5-column grid. */
export const PRESET_COLORS: readonly Swatch[] = [...DIALOG_COLORS, { value: "#84cc16", name: "Lime" }, { value: "#64748b", name: "Slate" }];
