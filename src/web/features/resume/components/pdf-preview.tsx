import { useEffect, useRef, useState } from "react";
import { Spinner } from "@web/components/ui/spinner";

/**
 * The resume's PDF drawn page by page on page-shaped canvases (pdf.js, loaded
 * only when Preview opens): what prints is what shows, at any width.
 */
export function PdfPreview({ pdf, name }: { pdf: ArrayBuffer; name: string }) {
  const box = useRef<HTMLDivElement>(null);
  const [pages, setPages] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    (async () => {
      const { getDocumentProxy } = await import("unpdf");
      const doc = await getDocumentProxy(new Uint8Array(pdf.slice(0)));
      if (cancelled) return;
      setPages(doc.numPages);
      const holder = box.current!;
      holder.replaceChildren();
      const width = holder.clientWidth || 600;
      for (let n = 1; n <= doc.numPages; n++) {
        const page = await doc.getPage(n);
        const base = page.getViewport({ scale: 1 });
        const ratio = Math.min(window.devicePixelRatio || 1, 2);
        const viewport = page.getViewport({ scale: (width / base.width) * ratio });
        const canvas = document.createElement("canvas");
        canvas.width = Math.floor(viewport.width);
        canvas.height = Math.floor(viewport.height);
        canvas.className = "block h-auto w-full bg-white shadow-md ring-1 ring-slate-200";
        canvas.style.aspectRatio = `${base.width} / ${base.height}`;
        canvas.setAttribute("role", "img");
        canvas.setAttribute("aria-label", `${name}, page ${n} of ${doc.numPages}`);
        if (cancelled) return;
        holder.append(canvas);
        await page.render({ canvas, canvasContext: canvas.getContext("2d")!, viewport }).promise;
      }
    })().catch(() => !cancelled && setFailed(true));
    return () => {
      cancelled = true;
    };
  }, [pdf, name]);

  if (failed) return <p className="text-sm text-red-700">The preview could not be drawn. Export PDF still gives you the file.</p>;
  return (
    <div>
      {pages === null && <Spinner label="Drawing the preview…" />}
      {pages !== null && pages > 2 && (
        <p className="mb-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          Your resume runs to {pages} pages; recruiters read one or two. Try the compact template, or shorten the descriptions.
        </p>
      )}
      <div ref={box} className="space-y-4" data-testid="resume-preview-pages" data-pages={pages ?? undefined} />
    </div>
  );
}
