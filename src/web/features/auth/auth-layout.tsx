import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Brand } from "@web/components/layout/brand";
import { Card, CardContent, CardDescription, CardHeader } from "@web/components/ui/card";

/** The centred card the sign-in pages share. */
export function AuthLayout({ title, description, children, footer }: { title: string; description: string; children: ReactNode; footer?: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col items-center bg-gradient-to-b from-blue-50 via-white to-rose-50 px-4 py-8 sm:justify-center">
      <Link to="/" className="mb-6" aria-label="NurseVitals home">
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
        <p className="mt-6 text-center">
          <Link to="/" className="inline-flex items-center gap-1 text-sm text-slate-700 hover:text-slate-900">
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
