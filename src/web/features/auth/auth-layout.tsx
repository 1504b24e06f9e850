import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Brand } from "@web/components/layout/brand";
import { Card, CardContent, CardDescription, CardHeader } from "@web/components/ui/card";

/**
 * A text link or button used as a control: its text size with a mouse, a 44 px
 * tall target on a touch screen (the line it sits on grows to fit; the text stays put).
 */
export const touchTextLink = "inline-flex items-center rounded text-sm pointer-coarse:-mx-1 pointer-coarse:min-h-11 pointer-coarse:px-1";

/** The centred card the sign-in pages share. */
export function AuthLayout({ title, description, children, footer }: { title: string; description: string; children: ReactNode; footer?: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col items-center bg-gradient-to-b from-blue-50 via-white to-rose-50 px-4 py-8 sm:justify-center">
      <Link to="/" className="mb-6 inline-flex items-center pointer-coarse:min-h-11" aria-label="NurseVitals home">
        <Brand />
      </Link>
      <main className="w-full max-w-md">
        <Card>
          <CardHeader className="text-center">
            <h1 className="text-2xl leading-tight font-semibold">{title}</h1>
            <CardDescription>{description}</CardDescription>
          </CardHeader>
          <CardContent>{children}</CardContent>
        </Card>
        {footer}
        <p className="mt-6 text-center pointer-coarse:mt-3">
          <Link to="/" className={`gap-1 text-slate-700 hover:text-slate-900 ${touchTextLink}`}>
            <ArrowLeft className="size-4" aria-hidden /> Back to home
          </Link>
        </p>
      </main>
    </div>
  );
}

export function OrDivider() {
  return (
    <div className="my-5 flex items-center gap-3 text-xs text-slate-600 uppercase" aria-hidden>
      <span className="h-px flex-1 bg-slate-200" /> or <span className="h-px flex-1 bg-slate-200" />
    </div>
  );
}
