import { Camera, ImageUp, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { avatarFileProblem, avatarHint } from "@core/avatar-rules";
import { initials } from "@web/components/layout/user-menu";
import { Button } from "@web/components/ui/button";
import { notifyError } from "@web/lib/notify";

interface ProfilePhotoProps {
  name: string;
  avatarUrl: string | null;
  /** A chosen photo not saved yet. */
  pending: File | null;
  onPick: (file: File | null) => void;
}

/** The object URL of a file, revoked when it changes or the component goes. */
function usePreviewUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return;
    const next = URL.createObjectURL(file);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the URL lives exactly as long as the file is chosen
    setUrl(next);
    return () => {
      URL.revokeObjectURL(next);
      setUrl(null);
    };
  }, [file]);
  return file ? url : null;
}

/**
 * Profile photo with Upload and Camera (spec 000 §2): on phones Camera opens
 * the camera (capture), elsewhere it is a file picker. The chosen photo is
 * previewed here and sent with Save Changes.
 */
export function ProfilePhoto({ name, avatarUrl, pending, onPick }: ProfilePhotoProps) {
  const uploadInput = useRef<HTMLInputElement>(null);
  const cameraInput = useRef<HTMLInputElement>(null);
  const preview = usePreviewUrl(pending);
  const shown = preview ?? avatarUrl;

  const choose = (input: HTMLInputElement) => {
    const file = input.files?.[0];
    input.value = "";
    if (!file) return;
    const problem = avatarFileProblem(file);
    if (problem) {
      notifyError(problem);
      return;
    }
    onPick(file);
  };

  return (
    <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-center">
      <div className="relative">
        {shown ? (
          <img src={shown} alt={pending ? "Your new profile photo (not saved yet)" : "Your profile photo"} className="size-28 rounded-full object-cover ring-4 ring-white shadow-md" />
        ) : (
          <span className="inline-flex size-28 items-center justify-center rounded-full bg-primary text-3xl font-semibold text-white shadow-md ring-4 ring-white" aria-hidden>
            {initials(name) || "?"}
          </span>
        )}
        {pending && <span className="absolute -right-1 -bottom-1 rounded-full bg-amber-400 px-2 py-0.5 text-xs font-semibold text-amber-950 shadow">New</span>}
      </div>
      <div className="flex flex-col items-center gap-2 sm:items-start">
        <div className="flex gap-2">
          <Button variant="outline" onClick={() => uploadInput.current?.click()}>
            <ImageUp aria-hidden /> Upload
          </Button>
          <Button variant="outline" onClick={() => cameraInput.current?.click()}>
            <Camera aria-hidden /> Camera
          </Button>
        </div>
        <p className="text-center text-xs text-slate-600 sm:text-left" aria-live="polite">
          {pending ? (
            <span className="inline-flex items-center gap-1">
              New photo chosen: it is saved with Save Changes.
              <button type="button" className="inline-flex size-8 shrink-0 items-center justify-center rounded text-slate-700 hover:bg-slate-100 pointer-coarse:size-11" onClick={() => onPick(null)} aria-label="Discard the new photo">
                <X className="size-3.5" aria-hidden />
              </button>
            </span>
          ) : (
            avatarHint
          )}
        </p>
        <input ref={uploadInput} type="file" accept="image/*" className="sr-only" tabIndex={-1} aria-label="Upload a profile photo" onChange={(e) => choose(e.currentTarget)} />
        <input ref={cameraInput} type="file" accept="image/*" capture="user" className="sr-only" tabIndex={-1} aria-label="Take a profile photo" onChange={(e) => choose(e.currentTarget)} />
      </div>
    </div>
  );
}
