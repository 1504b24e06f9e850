import { useQueryClient } from "@tanstack/react-query";
import { Check } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { ACCENT_SWATCHES, colourWord, DEFAULT_ACCENT, DEFAULT_REGION, REGION_LABELS, REGIONS, type Region } from "@core/preferences";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { RadioGroup, RadioItem, SegmentItem } from "@web/components/ui/radio-group";
import { Spinner } from "@web/components/ui/spinner";
import { errorMessage } from "@web/lib/api/client";
import { preferencesQuery, usePreferences, useSavePreferences, type Preferences } from "@web/lib/api/preferences";

const SWATCH_NAMES: Record<string, string> = {
  "#3b82f6": "Blue",
  "#0d9488": "Teal",
  "#16a34a": "Green",
  "#7c3aed": "Violet",
  "#db2777": "Pink",
  "#dc2626": "Red",
  "#ea580c": "Orange",
  "#475569": "Slate",
};

/** Region for clinical units and the accent colour, saved on the server as soon as they change. */
export function PreferencesCard() {
  const preferences = usePreferences();
  const update = useSavePreferences({ errorTitle: "Preferences not saved" });
  const colourName = colourWord(preferences.data?.region ?? DEFAULT_REGION, false);
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const save = (changes: Partial<Pick<Preferences, "region" | "accentColor">>) => {
    setSaved(false);
    update.mutate(changes, {
      onSuccess: () => setSaved(true),
    });
  };

  /** The colour input fires while dragging: show it at once, save when the nurse pauses. */
  const previewAccent = (accentColor: string) => {
    queryClient.setQueryData(preferencesQuery.queryKey, (p) => (p ? { ...p, accentColor } : p));
    clearTimeout(timer.current);
    timer.current = setTimeout(() => save({ accentColor }), 400);
  };

  return (
    <Card id="preferences" className="scroll-mt-20">
      <CardHeader>
        {/* The save status sits beside the title, so the card keeps no empty line at its end. */}
        <div className="flex items-baseline justify-between gap-3">
          <CardTitle>Preferences</CardTitle>
          <p className="text-sm text-slate-600" role="status">
            {update.isPending ? "Saving…" : saved ? "Saved." : ""}
          </p>
        </div>
        <CardDescription>Saved to your account, so they follow you to every device.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        {preferences.isPending ? (
          <Spinner label="Loading your preferences…" className="py-6" />
        ) : preferences.isError ? (
          <p className="text-sm text-red-700">{errorMessage(preferences.error)}</p>
        ) : (
          <>
            <fieldset className="space-y-2">
              <legend className="text-sm font-medium text-slate-800">Region for clinical units</legend>
              <p className="text-xs text-slate-600">
                Lab values and tips use this region&apos;s units (mg/dL in US and Canada; µmol/L in the UK, Australia and Europe).
              </p>
              <RadioGroup
                value={preferences.data.region}
                onValueChange={(region) => save({ region: region as Region })}
                aria-label="Region for clinical units"
                className="flex flex-wrap gap-2"
              >
                {REGIONS.map((region) => (
                  <SegmentItem key={region} value={region} aria-label={`${REGION_LABELS[region]} (${region})`} title={REGION_LABELS[region]}>
                    {region}
                  </SegmentItem>
                ))}
              </RadioGroup>
            </fieldset>

            <fieldset className="space-y-2">
              <legend className="text-sm font-medium text-slate-800">Accent {colourName}</legend>
              <p className="text-xs text-slate-600">Buttons, links and highlights across the app take this {colourName}.</p>
              <div className="flex flex-wrap items-center gap-3">
                <RadioGroup
                  value={ACCENT_SWATCHES.includes(preferences.data.accentColor as (typeof ACCENT_SWATCHES)[number]) ? preferences.data.accentColor : ""}
                  onValueChange={(accentColor) => save({ accentColor })}
                  aria-label={`Accent ${colourName}`}
                  className="grid grid-cols-4 gap-3 sm:flex sm:flex-wrap sm:gap-2"
                >
                  {ACCENT_SWATCHES.map((colour) => (
                    <RadioItem
                      key={colour}
                      value={colour}
                      aria-label={`${SWATCH_NAMES[colour] ?? colour}${colour === DEFAULT_ACCENT ? " (default)" : ""}`}
                      title={SWATCH_NAMES[colour]}
                      style={{ backgroundColor: colour }}
                      className="flex size-9 cursor-pointer items-center justify-center rounded-full pointer-coarse:size-10 text-white shadow-sm ring-offset-2 outline-none focus-visible:ring-2 focus-visible:ring-slate-900 data-[state=checked]:ring-2 data-[state=checked]:ring-slate-900"
                    >
                      {preferences.data.accentColor === colour && <Check className="size-4" strokeWidth={3} aria-hidden />}
                    </RadioItem>
                  ))}
                </RadioGroup>
                <label className="inline-flex h-9 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-2.5 text-sm shadow-sm focus-within:ring-2 focus-within:ring-primary/40 pointer-coarse:h-10">
                  <input
                    type="color"
                    value={preferences.data.accentColor}
                    onChange={(e) => previewAccent(e.target.value)}
                    className="size-6 cursor-pointer rounded border-0 bg-transparent p-0"
                    aria-label={`Custom accent ${colourName}`}
                  />
                  Custom
                </label>
              </div>
            </fieldset>
          </>
        )}
      </CardContent>
    </Card>
  );
}
