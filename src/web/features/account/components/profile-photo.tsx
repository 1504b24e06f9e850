import { Camera, ImageUp, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { AVATAR_SNIFF_BYTES, avatarFileProblem, avatarHint, avatarMessages, avatarTypeOfBytes } from "@core/avatar-rules";
import { initials } from "@core/initials";
import { Button } from "@web/components/ui/button";
import { notifyError } from "@web/lib/notify";
import { useOnline } from "@web/lib/hooks/use-online";
import { NeedsConnection } from "@web/components/needs-connection";

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
 * What is wrong with a picked file, found before Save: its browser type and size,
 * then its bytes (a text file named photo.png is not a photo), then that it
 * decodes. TIFF is taken by the server but not drawn by browsers, so it is not decoded here.
 */
async function pickedFileProblem(file: File): Promise<string | undefined> {
  const basic = avatarFileProblem(file);
  if (basic) return basic;
  const type = avatarTypeOfBytes(new Uint8Array(await file.slice(0, AVATAR_SNIFF_BYTES).arrayBuffer()));
  if (!type) return avatarMessages.notImageInside;
  if (type === "image/tiff") return undefined;
  try {
    (await createImageBitmap(file)).close();
    return undefined;
  } catch {
    return avatarMessages.unreadable;
  }
}

/**
 * Profile photo with Upload and Camera (docs/product/sign-in-and-account.md, Account): on phones Camera opens
 * the camera (capture), elsewhere it is a file picker. The chosen photo is
 * previewed here and sent with Save Changes.
 */
export function ProfilePhoto({ name, avatarUrl, pending, onPick }: ProfilePhotoProps) {
  const uploadInput = useRef<HTMLInputElement>(null);
  const cameraInput = useRef<HTMLInputElement>(null);
  const online = useOnline();
  const preview = usePreviewUrl(pending);
  const shown = preview ?? avatarUrl;
  // What was wrong with the last file picked: said here (and in a toast) until another is picked.
  const [problem, setProblem] = useState<string | null>(null);
  // The picture that could not be drawn (a TIFF, which browsers do not show; a saved photo gone missing).
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const picks = useRef(0);

  const choose = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    input.value = "";
    if (!file) return;
    const pick = ++picks.current;
    setProblem(null);
    const found = await pickedFileProblem(file);
    if (pick !== picks.current) return; // another file was picked meanwhile
    if (found) {
      setProblem(found);
      notifyError(found);
      return;
    }
    onPick(file);
  };

  return (
    <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-center">
      <div className="relative">
        {shown && failedSrc === shown ? (
          <span className="inline-flex size-28 items-center justify-center rounded-full bg-slate-100 p-3 text-center text-xs text-slate-700 shadow-md ring-4 ring-white">
            {pending ? "No preview for this format" : "Photo not available"}
          </span>
        ) : shown ? (
          <img
            src={shown}
            alt={pending ? "Your new profile photo (not saved yet)" : "Your profile photo"}
            className="size-28 rounded-full object-cover ring-4 ring-white shadow-md"
            onError={() => setFailedSrc(shown)}
          />
        ) : (
          <span
            className="inline-flex size-28 items-center justify-center rounded-full bg-primary text-3xl font-semibold text-white shadow-md ring-4 ring-white"
            aria-hidden
          >
            {initials(name) || "?"}
          </span>
        )}
        {pending && <span className="absolute -right-1 -bottom-1 rounded-full bg-amber-400 px-2 py-0.5 text-xs font-semibold text-amber-950 shadow">New</span>}
      </div>
      <div className="flex flex-col items-center gap-2 sm:items-start">
        <div className="flex gap-2">
          <NeedsConnection id="photo-offline" />
          <Button variant="outline" onClick={() => uploadInput.current?.click()} disabled={!online} aria-describedby={online ? undefined : "photo-offline"}>
            <ImageUp aria-hidden /> Upload
          </Button>
          <Button variant="outline" onClick={() => cameraInput.current?.click()} disabled={!online} aria-describedby={online ? undefined : "photo-offline"}>
            <Camera aria-hidden /> Camera
          </Button>
        </div>
        <p className="text-center text-xs text-slate-600 sm:text-left" aria-live="polite">
          {problem ? (
            <span className="text-sm text-red-700">{problem}</span>
          ) : pending ? (
            <span className="inline-flex items-center gap-1">
              New photo chosen: it is saved with Save Changes.
              <button
                type="button"
                className="inline-flex size-8 shrink-0 items-center justify-center rounded text-slate-700 hover:bg-slate-100 pointer-coarse:size-11"
                onClick={() => onPick(null)}
                aria-label="Discard the new photo"
              >
                <X className="size-3.5" aria-hidden />
              </button>
            </span>
          ) : (
            avatarHint
          )}
        </p>
        <input
          ref={uploadInput}
          type="file"
          accept="image/*"
          className="sr-only"
          tabIndex={-1}
          aria-label="Upload a profile photo"
          onChange={(e) => void choose(e.currentTarget)}
        />
        <input
          ref={cameraInput}
          type="file"
          accept="image/*"
          capture="user"
          className="sr-only"
          tabIndex={-1}
          aria-label="Take a profile photo"
          onChange={(e) => void choose(e.currentTarget)}
        />
      </div>
    </div>
  );
}
