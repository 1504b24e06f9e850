import { useState, type ReactNode } from "react";
import { useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { attachmentMessages, hasLabel } from "@core/attachment-rules";
import { contractDurationDays, contractDurationLabel, HOUSING_OPTIONS, housingOptionLabels } from "@core/contract-status";
import type { Contract, createContractBody, CreateContractBody } from "@core/schemas/contracts";
import { Button } from "@web/components/ui/button";
import { Checkbox } from "@web/components/ui/checkbox";
import { DialogFooter } from "@web/components/ui/dialog";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { NativeSelect } from "@web/components/ui/native-select";
import { Textarea } from "@web/components/ui/textarea";
import { ApiError } from "@web/lib/api/client";
import { useQueryClient } from "@tanstack/react-query";
import { uploadAttachment } from "../api/attachments";
import { useSaveContract } from "../api/save-contract";
import { CAREER_TOAST_MS, careerToast } from "../career-toast";
import { AttachmentList } from "./attachment-list";
import { AttachmentPicker, type PendingFile } from "./attachment-picker";
import { contractKeys } from "@web/lib/api/query-keys";
import { useContracts } from "@web/lib/api/contracts";
import { useJobs } from "@web/lib/api/jobs";
import { showServerFieldErrors } from "@web/lib/form-errors";
import { lazyZodResolver } from "@web/lib/lazy-zod-resolver";
import { FormField } from "@web/components/ui/form-field";

type TextKey =
  "contractName" | "employer" | "facility" | "department" | "unit" | "city" | "provinceState" | "country" | "startDate" | "endDate" | "housingNotes";
type MoneyKey = "baseWage" | "travelToStipend" | "travelFromStipend";
type FlagKey = "travelToDriving" | "travelToFlying" | "travelFromDriving" | "travelFromFlying";
type Values = Record<TextKey | MoneyKey, string> & Record<FlagKey, boolean> & { housingOption: string };

/** A new contract's fields given beforehand (Discover's "Add as contract"). */
export type ContractDraft = Partial<Pick<Contract, "contractName" | "employer" | "facility" | "city" | "provinceState" | "country" | "baseWage">>;

const valuesOf = (c?: Partial<Contract>): Values => ({
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

/** What the form sends: the server normalises it (empty → null and so on: docs/product/career.md, Contracts). */
const bodyOf = (v: Values): CreateContractBody => ({
  ...v,
  baseWage: v.baseWage.trim() === "" ? "" : Number(v.baseWage),
  travelToStipend: v.travelToStipend.trim() === "" ? "" : Number(v.travelToStipend),
  travelFromStipend: v.travelFromStipend.trim() === "" ? "" : Number(v.travelFromStipend),
  housingOption: v.housingOption || null,
});

type Parsed = z.output<typeof createContractBody>;

// The API's schema checks the body the form sends; it (and zod) load on the first focus or save, not with the
// screen (the first-load budget: docs/product/README.md, Speed and size).
const validation = lazyZodResolver<Values, Parsed>(() => import("@core/schemas/contracts").then((m) => m.createContractBody), bodyOf);

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-3 rounded-xl border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold">{title}</legend>
      {children}
    </fieldset>
  );
}

/** The form of the New / Edit Contract dialog (contract-form-dialog.tsx), loaded when it first opens. */
export function ContractForm({ contract, draft, onDone }: { contract?: Contract; draft?: ContractDraft; onDone: () => void }) {
  const { register, handleSubmit, getValues, setValue, setError, control, formState } = useForm<Values, unknown, Parsed>({
    resolver: validation.resolver,
    defaultValues: valuesOf(contract ?? draft),
  });
  const errors = formState.errors;
  const watched = useWatch({ control });
  const [files, setFiles] = useState<PendingFile[]>([]);
  const [labelError, setLabelError] = useState(false);
  const [uploading, setUploading] = useState(false);
  // Once saved (a new contract whose upload then failed), saving again changes that contract.
  const [savedId, setSavedId] = useState(contract?.id);
  const save = useSaveContract({ errorTitle: savedId ? "Update failed" : "Save failed", errorToastMs: CAREER_TOAST_MS });
  const jobs = useJobs();
  const contracts = useContracts({});
  const queryClient = useQueryClient();
  const employers = [...new Set([...(jobs.data ?? []), ...(contracts.data ?? [])].map((j) => j.employer?.trim()).filter((e): e is string => !!e))].sort();
  const duration = contractDurationLabel(contractDurationDays(watched.startDate || null, watched.endDate || null));

  const uploadAll = async (contractId: string) => {
    setUploading(true);
    let failed = 0;
    for (const pending of files.filter((f) => f.status === "waiting")) {
      const handle = uploadAttachment(
        contractId,
        pending.file,
        { label: pending.label.trim(), notes: pending.notes.trim() },
        (progress) => setFiles((list) => list.map((f) => (f.key === pending.key ? { ...f, progress } : f))),
        pending.key,
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
    void queryClient.invalidateQueries({ queryKey: contractKeys.attachments(contractId) });
    void queryClient.invalidateQueries({ queryKey: contractKeys.all });
    return failed;
  };

  const onSubmit = handleSubmit(() => {
    const body = bodyOf(getValues());
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
        onError: (error) => showServerFieldErrors(error, setError),
      },
    );
  });

  const text = (key: TextKey | MoneyKey, label: string, props: React.ComponentProps<typeof Input> = {}) => {
    const message = errors[key]?.message;
    return (
      <FormField id={`contract-${key}`} label={label} error={message}>
        <Input
          id={`contract-${key}`}
          {...register(key)}
          maxLength={200}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `contract-${key}-error` : undefined}
          {...props}
        />
      </FormField>
    );
  };
  const money = (key: MoneyKey, label: string) => text(key, label, { type: "number", inputMode: "decimal", min: 0, step: 0.01, placeholder: "0.00" });
  const flag = (key: FlagKey, label: string) => (
    <div className="flex items-center gap-3">
      <Checkbox id={`contract-${key}`} checked={Boolean(watched[key])} onCheckedChange={(c) => setValue(key, c)} />
      <Label htmlFor={`contract-${key}`}>{label}</Label>
    </div>
  );

  return (
    <form onSubmit={(e) => void onSubmit(e)} onFocus={() => void validation.preload()} noValidate className="space-y-4">
      <Section title="General">
        {text("contractName", "Contract name", { placeholder: "ICU travel — Kamloops" })}
        {text("employer", "Employer", { list: "contract-employers", placeholder: "Your agency or the hospital", autoComplete: "organization" })}
        <datalist id="contract-employers">
          {employers.map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
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
          Duration: {duration || "—"}
        </p>
      </Section>
      <Section title="Pay">{money("baseWage", "Base wage (hourly)")}</Section>
      <Section title="Housing">
        <FormField id="contract-housingOption" label="Housing">
          <NativeSelect id="contract-housingOption" {...register("housingOption")}>
            <option value="">Not set</option>
            {HOUSING_OPTIONS.map((option) => (
              <option key={option} value={option}>
                {housingOptionLabels[option]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField id="contract-housingNotes" label="Housing notes" error={errors.housingNotes?.message}>
          <Textarea id="contract-housingNotes" {...register("housingNotes")} rows={2} maxLength={2000} />
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
