import { useState, type ReactNode } from "react";
import { attachmentMessages, hasLabel } from "@core/attachment-rules";
import { contractDurationDays } from "@core/contract-status";
import { HOUSING_OPTIONS, housingOptionLabels } from "@core/contract-status";
import type { Contract, CreateContractBody } from "@core/schemas/contracts";
import { Button } from "@web/components/ui/button";
import { Checkbox } from "@web/components/ui/checkbox";
import { Dialog, DialogContent, DialogFooter } from "@web/components/ui/dialog";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { NativeSelect } from "@web/components/ui/native-select";
import { Textarea } from "@web/components/ui/textarea";
import { ApiError, errorMessage } from "@web/lib/api-client";
import { useQueryClient } from "@tanstack/react-query";
import { attachmentKeys, uploadAttachment } from "../api/attachments";
import { contractKeys, useSaveContract } from "../api/contracts";
import { useJobs } from "../api/jobs";
import { careerToast } from "../career-toast";
import { AttachmentList } from "./attachment-list";
import { AttachmentPicker, type PendingFile } from "./attachment-picker";
import { fieldErrors, FormField } from "./form-field";

type TextKey =
  "contractName" | "employer" | "facility" | "department" | "unit" | "city" | "provinceState" | "country" | "startDate" | "endDate" | "housingNotes";
type MoneyKey = "baseWage" | "travelToStipend" | "travelFromStipend";
type FlagKey = "travelToDriving" | "travelToFlying" | "travelFromDriving" | "travelFromFlying";
type Values = Record<TextKey | MoneyKey, string> & Record<FlagKey, boolean> & { housingOption: string };

const valuesOf = (c?: Contract): Values => ({
  contractName: c?.contractName ?? "",
  employer: c?.employer ?? "",
  facility: c?.facility ?? "",
  department: c?.department ?? "",
  unit: c?.unit ?? "",
  city: c?.city ?? "",
  provinceState: c?.provinceState ?? "",
  country: c?.country ?? "",
  startDate: c?.startDate ?? "",
  endDate: c?.endDate ?? "",
  housingNotes: c?.housingNotes ?? "",
  baseWage: c?.baseWage == null ? "" : String(c.baseWage),
  travelToStipend: c?.travelToStipend == null ? "" : String(c.travelToStipend),
  travelFromStipend: c?.travelFromStipend == null ? "" : String(c.travelFromStipend),
  travelToDriving: c?.travelToDriving ?? false,
  travelToFlying: c?.travelToFlying ?? false,
  travelFromDriving: c?.travelFromDriving ?? false,
  travelFromFlying: c?.travelFromFlying ?? false,
  housingOption: c?.housingOption ?? "",
});

/** What the form sends: the server normalises it as spec §5 says (empty → null and so on). */
const bodyOf = (v: Values): CreateContractBody => ({
  ...v,
  baseWage: v.baseWage.trim() === "" ? "" : Number(v.baseWage),
  travelToStipend: v.travelToStipend.trim() === "" ? "" : Number(v.travelToStipend),
  travelFromStipend: v.travelFromStipend.trim() === "" ? "" : Number(v.travelFromStipend),
  housingOption: v.housingOption || null,
});

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-3 rounded-xl border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold">{title}</legend>
      {children}
    </fieldset>
  );
}

/** New / edit contract (spec §2): General, Location, Dates (Duration), Pay, Housing, Travel, Attachments, with the Employer select. */
export function ContractFormDialog({ open, contract, onOpenChange }: { open: boolean; contract?: Contract; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={contract ? "Edit Contract" : "New Contract"} className="max-w-2xl">
        {open && <ContractForm key={contract?.id ?? "new"} contract={contract} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function ContractForm({ contract, onDone }: { contract?: Contract; onDone: () => void }) {
  const [values, setValues] = useState<Values>(() => valuesOf(contract));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [files, setFiles] = useState<PendingFile[]>([]);
  const [labelError, setLabelError] = useState(false);
  const [uploading, setUploading] = useState(false);
  // Once saved (a new contract whose upload then failed), saving again changes that contract.
  const [savedId, setSavedId] = useState(contract?.id);
  const save = useSaveContract();
  const jobs = useJobs();
  const queryClient = useQueryClient();
  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues((v) => ({ ...v, [key]: value }));
  const employers = [...new Set((jobs.data ?? []).map((j) => j.employer).filter(Boolean))];
  if (values.employer && !employers.includes(values.employer)) employers.unshift(values.employer);
  const duration = contractDurationDays(values.startDate || null, values.endDate || null);

  const uploadAll = async (contractId: string) => {
    setUploading(true);
    let failed = 0;
    for (const pending of files.filter((f) => f.status === "waiting")) {
      const handle = uploadAttachment(contractId, pending.file, { label: pending.label.trim(), notes: pending.notes.trim() }, (progress) =>
        setFiles((list) => list.map((f) => (f.key === pending.key ? { ...f, progress } : f))),
      );
      setFiles((list) => list.map((f) => (f.key === pending.key ? { ...f, status: "uploading", progress: 0, cancel: handle.cancel } : f)));
      try {
        await handle.done;
        setFiles((list) => list.map((f) => (f.key === pending.key ? { ...f, status: "done", progress: 1 } : f)));
      } catch (error) {
        const cancelled = (error as Error).name === "AbortError";
        setFiles((list) => list.map((f) => (f.key === pending.key ? { ...f, status: cancelled ? "cancelled" : "failed" } : f)));
        if (!cancelled) {
          failed++;
          careerToast.error(
            "Upload failed",
            error instanceof ApiError && error.fromServer ? error.message : attachmentMessages.uploadFailed(pending.file.name),
          );
        }
      }
    }
    setUploading(false);
    void queryClient.invalidateQueries({ queryKey: attachmentKeys.list(contractId) });
    void queryClient.invalidateQueries({ queryKey: contractKeys.all });
    return failed;
  };

  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    const body = bodyOf(values);
    // The schema (and zod) load on the first save, not with the screen (DESIGN §7 first-load budget).
    const { createContractBody } = await import("@core/schemas/contracts");
    const parsed = createContractBody.safeParse(body);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    if (files.some((f) => f.status === "waiting" && !hasLabel(f.label))) {
      setLabelError(true);
      careerToast.error("Missing label", "Please add a label for all attachments.");
      return;
    }
    setLabelError(false);
    save.mutate(
      { id: savedId, body },
      {
        onSuccess: (saved) => {
          setSavedId(saved.id);
          careerToast.success(savedId ? "Contract updated" : "Contract saved");
          void uploadAll(saved.id).then((failed) => {
            if (!failed) onDone();
          });
        },
        onError: (error) => {
          if (error instanceof ApiError) setErrors(error.fields);
          careerToast.error(savedId ? "Update failed" : "Save failed", errorMessage(error, "Unknown error"));
        },
      },
    );
  };

  const text = (key: TextKey, label: string, props: React.ComponentProps<typeof Input> = {}) => (
    <FormField id={`contract-${key}`} label={label} error={errors[key]}>
      <Input
        id={`contract-${key}`}
        value={values[key]}
        onChange={(e) => set(key, e.target.value)}
        maxLength={200}
        aria-invalid={errors[key] ? true : undefined}
        aria-describedby={errors[key] ? `contract-${key}-error` : undefined}
        {...props}
      />
    </FormField>
  );
  const money = (key: MoneyKey, label: string) =>
    text(key as unknown as TextKey, label, { type: "number", inputMode: "decimal", min: 0, step: 0.01, placeholder: "0.00" });
  const flag = (key: FlagKey, label: string) => (
    <div className="flex items-center gap-3">
      <Checkbox id={`contract-${key}`} checked={values[key]} onCheckedChange={(c) => set(key, c)} />
      <Label htmlFor={`contract-${key}`}>{label}</Label>
    </div>
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <Section title="General">
        {text("contractName", "Contract name", { placeholder: "ICU travel — Kamloops" })}
        <FormField id="contract-employer" label="Employer" error={errors.employer ?? (jobs.isError ? "Failed to load data" : undefined)}>
          <NativeSelect id="contract-employer" value={values.employer} onChange={(e) => set("employer", e.target.value)}>
            <option value="">No employer</option>
            {employers.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <div className="grid gap-3 sm:grid-cols-3">
          {text("facility", "Facility")}
          {text("department", "Department")}
          {text("unit", "Unit")}
        </div>
      </Section>
      <Section title="Location">
        <div className="grid gap-3 sm:grid-cols-3">
          {text("city", "City")}
          {text("provinceState", "Province/State")}
          {text("country", "Country")}
        </div>
      </Section>
      <Section title="Dates">
        <div className="grid gap-3 sm:grid-cols-2">
          {text("startDate", "Start date", { type: "date" })}
          {text("endDate", "End date", { type: "date" })}
        </div>
        <p className="text-sm text-slate-700" aria-live="polite">
          Duration: {duration === null ? "—" : `${duration} ${duration === 1 ? "day" : "days"}`}
        </p>
      </Section>
      <Section title="Pay">{money("baseWage", "Base wage (hourly)")}</Section>
      <Section title="Housing">
        <FormField id="contract-housingOption" label="Housing">
          <NativeSelect id="contract-housingOption" value={values.housingOption} onChange={(e) => set("housingOption", e.target.value)}>
            <option value="">Not set</option>
            {HOUSING_OPTIONS.map((option) => (
              <option key={option} value={option}>
                {housingOptionLabels[option]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField id="contract-housingNotes" label="Housing notes" error={errors.housingNotes}>
          <Textarea id="contract-housingNotes" value={values.housingNotes} onChange={(e) => set("housingNotes", e.target.value)} rows={2} maxLength={2000} />
        </FormField>
      </Section>
      <Section title="Travel">
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="space-y-3">
            <p className="text-sm font-medium">To the contract</p>
            {money("travelToStipend", "Travel to stipend")}
            {flag("travelToDriving", "Driving")}
            {flag("travelToFlying", "Flying")}
          </div>
          <div className="space-y-3">
            <p className="text-sm font-medium">Home again</p>
            {money("travelFromStipend", "Travel from stipend")}
            {flag("travelFromDriving", "Driving")}
            {flag("travelFromFlying", "Flying")}
          </div>
        </div>
      </Section>
      <Section title="Attachments">
        {contract && <AttachmentList contractId={contract.id} />}
        <AttachmentPicker files={files} onChange={setFiles} labelError={labelError} />
        {labelError && <p className="text-sm text-red-700">{attachmentMessages.missingLabel}</p>}
      </Section>
      <DialogFooter>
        <Button variant="outline" onClick={onDone} disabled={uploading}>
          {files.some((f) => f.status === "failed" || f.status === "cancelled") ? "Close" : "Cancel"}
        </Button>
        <Button type="submit" disabled={save.isPending || uploading}>
          {uploading ? "Uploading…" : save.isPending ? "Saving…" : contract ? "Save Contract" : "Create Contract"}
        </Button>
      </DialogFooter>
    </form>
  );
}
