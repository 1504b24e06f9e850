import { PageHeader } from "@web/components/layout/page-header";
import { Alert } from "@web/components/ui/alert";
import { Button } from "@web/components/ui/button";
import { FullPageSpinner } from "@web/components/ui/spinner";
import { errorMessage } from "@web/lib/api/client";
import { usePageMeta } from "@web/lib/page-meta";
import { useProfile } from "@web/lib/api/profile";
import { MyDataCard } from "./components/my-data-card";
import { NotificationsCard } from "./components/notifications-card";
import { PreferencesCard } from "./components/preferences-card";
import { ProfileCard } from "./components/profile-card";
import { SecurityCard } from "./components/security-card";
import { useEmailChangedNotice } from "./use-email-changed-notice";

const SECTIONS = [
  ["#profile", "Profile"],
  ["#preferences", "Preferences"],
  ["#notifications", "Notifications"],
  ["#security", "Security"],
  ["#my-data", "My data"],
] as const;

/** /account (docs/product/sign-in-and-account.md, Account): profile and photo, preferences, security, and the nurse's own data. */
export default function AccountPage() {
  usePageMeta({ title: "Account", description: "Your profile, photo, email and security." });
  useEmailChangedNotice();
  const profile = useProfile();

  return (
    <div className="mx-auto max-w-3xl p-4 pb-16 sm:p-6">
      <PageHeader title="Account" description="Your profile, photo, email and security." />
      {/* Two by two on a phone (several in a row do not fit at 390 px), one row from sm up. */}
      <nav aria-label="Account sections" className="mb-5">
        <ul className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
          {SECTIONS.map(([href, label]) => (
            <li key={href}>
              <a
                href={href}
                className="flex h-9 items-center justify-center rounded-full border border-slate-200 bg-white px-3.5 text-sm font-medium whitespace-nowrap text-slate-700 shadow-sm hover:border-primary hover:text-primary pointer-coarse:h-10"
              >
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
          <NotificationsCard />
          <SecurityCard hasPassword={profile.data.hasPassword} />
          <MyDataCard hasPassword={profile.data.hasPassword} email={profile.data.email} />
        </div>
      )}
    </div>
  );
}
