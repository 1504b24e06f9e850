import { PageHeader } from "@web/components/layout/page-header";
import { Alert } from "@web/components/ui/alert";
import { Button } from "@web/components/ui/button";
import { FullPageSpinner } from "@web/components/ui/spinner";
import { errorMessage } from "@web/lib/api-client";
import { usePageMeta } from "@web/lib/page-meta";
import { useProfile } from "./api/get-profile";
import { MyDataCard } from "./components/my-data-card";
import { PreferencesCard } from "./components/preferences-card";
import { ProfileCard } from "./components/profile-card";
import { SecurityCard } from "./components/security-card";
import { useEmailChangedNotice } from "./use-email-changed-notice";

const SECTIONS = [
  ["#profile", "Profile"],
  ["#preferences", "Preferences"],
  ["#security", "Security"],
  ["#my-data", "My data"],
] as const;

/** /account (spec 000 §2): profile and photo, preferences, security, and the nurse's own data. */
export default function AccountPage() {
  usePageMeta({ title: "Account", description: "Your profile, photo, email and security." });
  useEmailChangedNotice();
  const profile = useProfile();

  return (
    <div className="mx-auto max-w-3xl p-4 pb-16 sm:p-6">
      <PageHeader title="Account" description="Your profile, photo, email and security." />
      <nav aria-label="Account sections" className="-mx-4 mb-5 overflow-x-auto px-4 sm:mx-0 sm:px-0">
        <ul className="flex gap-2">
          {SECTIONS.map(([href, label]) => (
            <li key={href}>
              <a href={href} className="inline-flex h-9 items-center rounded-full border border-slate-200 bg-white px-3.5 text-sm font-medium whitespace-nowrap text-slate-700 shadow-sm hover:border-primary hover:text-primary">
                {label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {profile.isPending ? (
        <FullPageSpinner label="Loading your profile…" />
      ) : profile.isError ? (
        <Alert>
          <p>{errorMessage(profile.error, "Your profile could not be loaded.")}</p>
          <Button variant="outline" size="sm" className="mt-2" onClick={() => void profile.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : (
        <div className="space-y-6">
          <ProfileCard profile={profile.data} />
          <PreferencesCard />
          <SecurityCard hasPassword={profile.data.hasPassword} />
          <MyDataCard hasPassword={profile.data.hasPassword} email={profile.data.email} />
        </div>
      )}
    </div>
  );
}
