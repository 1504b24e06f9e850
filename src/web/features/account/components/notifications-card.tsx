import { BellRing, Smartphone } from "lucide-react";
import { useState, type ReactNode } from "react";
import type { NotificationSettings } from "@core/push-schedule";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { Checkbox } from "@web/components/ui/checkbox";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { NativeSelect } from "@web/components/ui/native-select";
import { Spinner } from "@web/components/ui/spinner";
import { useNotificationSettings, usePushDevices, useRemoveDevice, useTurnOnPush, useUpdateNotificationSettings } from "../api/push";

const HOURS = [1, 2, 3, 4, 6, 8, 12, 24];
const pushSupported = () => typeof window !== "undefined" && "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;
const addedOn = new Intl.DateTimeFormat("en-CA", { year: "numeric", month: "short", day: "numeric" });

/**
 * Notifications on her phone (decision 046): the devices they go to, what she is told,
 * and her quiet hours. Without a device, reminders keep coming by email.
 */
export function NotificationsCard() {
  const devices = usePushDevices();
  const settings = useNotificationSettings();
  const update = useUpdateNotificationSettings();
  const turnOn = useTurnOnPush();
  const remove = useRemoveDevice();
  const [refused, setRefused] = useState(false);
  const supported = pushSupported();
  const denied = supported && Notification.permission === "denied";

  const save = (changes: Partial<NotificationSettings>) => update.mutate(changes);
  const s = settings.data;

  return (
    <Card id="notifications" className="scroll-mt-20">
      <CardHeader>
        <div className="flex items-baseline justify-between gap-3">
          <CardTitle>Notifications</CardTitle>
          <p className="text-sm text-slate-600" role="status">
            {update.isPending ? "Saving…" : update.isSuccess ? "Saved." : ""}
          </p>
        </div>
        <CardDescription>On your phone, before your shifts and when something needs you. Without a device here, reminders come by email.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        <section aria-labelledby="push-devices" className="space-y-3">
          <h3 id="push-devices" className="text-sm font-semibold text-slate-900">
            Devices
          </h3>
          {devices.isPending ? (
            <Spinner label="Loading your devices…" />
          ) : devices.data?.devices.length ? (
            <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200">
              {devices.data.devices.map((device) => (
                <li key={device.id} className="flex items-center gap-3 px-3 py-2">
                  <Smartphone aria-hidden className="size-4 shrink-0 text-slate-500" />
                  <span className="min-w-0 flex-1">
                    <span className="block truncate text-sm font-medium text-slate-900">{device.device || "A device"}</span>
                    <span className="block text-xs text-slate-600">Added {addedOn.format(new Date(device.createdAt))}</span>
                  </span>
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={remove.isPending}
                    onClick={() => remove.mutate(device.id)}
                    aria-label={`Remove ${device.device || "device"}`}
                  >
                    Remove
                  </Button>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-slate-600">No device gets notifications yet.</p>
          )}
          {!supported ? (
            <p className="text-sm text-slate-700">
              This browser cannot show notifications. On an iPhone or iPad, add NurseVitals to your Home Screen first (Share, then Add to Home Screen) and open
              it from there.
            </p>
          ) : denied || refused ? (
            <p className="text-sm text-slate-700" role="alert">
              Notifications are blocked for NurseVitals in this browser. Allow them in the browser&apos;s site settings, then try again.
            </p>
          ) : null}
          {supported && !denied && (
            <Button variant="outline" disabled={turnOn.isPending} onClick={() => turnOn.mutate(undefined, { onSuccess: (granted) => setRefused(!granted) })}>
              <BellRing aria-hidden /> {turnOn.isPending ? "Turning on…" : "Turn on notifications on this device"}
            </Button>
          )}
        </section>

        {s && (
          <>
            <section aria-labelledby="push-kinds" className="space-y-3">
              <h3 id="push-kinds" className="text-sm font-semibold text-slate-900">
                Tell me
              </h3>
              <Toggle
                id="push-evening"
                label="The evening before a shift (at 19:00), with its name, time and place"
                checked={s.shiftEveningBefore}
                onChange={(v) => save({ shiftEveningBefore: v })}
              />
              <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
                <Label htmlFor="push-hours">Before a shift starts</Label>
                <NativeSelect
                  id="push-hours"
                  className="w-auto"
                  value={s.shiftHoursBefore ?? ""}
                  onChange={(e) => save({ shiftHoursBefore: e.target.value ? Number(e.target.value) : null })}
                >
                  <option value="">Off</option>
                  {HOURS.map((h) => (
                    <option key={h} value={h}>
                      {h === 1 ? "1 hour before" : `${h} hours before`}
                    </option>
                  ))}
                </NativeSelect>
              </div>
              <Toggle
                id="push-certifications"
                label="Certification expiry (as well as by email)"
                checked={s.certificationExpiry}
                onChange={(v) => save({ certificationExpiry: v })}
              />
              <Toggle
                id="push-invitations"
                label="Colleague invitations and swap requests"
                checked={s.invitations}
                onChange={(v) => save({ invitations: v })}
              />
            </section>
            <section aria-labelledby="push-quiet" className="space-y-2">
              <h3 id="push-quiet" className="text-sm font-semibold text-slate-900">
                Quiet hours
              </h3>
              <p className="text-sm text-slate-600">
                Nothing buzzes between these times (in your time zone); a reminder due then comes when they end, if it is still before your shift. A timer you
                started still rings.
              </p>
              <div className="flex flex-wrap items-end gap-3">
                <TimeField id="quiet-start" label="From" value={s.quietStart} onSave={(quietStart) => save({ quietStart })} />
                <TimeField id="quiet-end" label="To" value={s.quietEnd} onSave={(quietEnd) => save({ quietEnd })} />
              </div>
            </section>
          </>
        )}
      </CardContent>
    </Card>
  );
}

function Toggle({ id, label, checked, onChange }: { id: string; label: ReactNode; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <div className="flex items-start gap-3">
      <Checkbox id={id} className="mt-0.5" checked={checked} onCheckedChange={onChange} />
      {/* Snug, not none: a label that wraps on a phone keeps its lines apart. */}
      <Label htmlFor={id} className="leading-snug font-normal">
        {label}
      </Label>
    </div>
  );
}

/** Saved when she leaves the field with a whole time (a time input is empty while half typed). */
function TimeField({ id, label, value, onSave }: { id: string; label: string; value: string; onSave: (value: string) => void }) {
  return (
    <div className="space-y-1">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="time"
        className="w-32"
        defaultValue={value}
        onBlur={(e) => {
          if (/^\d{2}:\d{2}$/.test(e.target.value) && e.target.value !== value) onSave(e.target.value);
        }}
      />
    </div>
  );
}
