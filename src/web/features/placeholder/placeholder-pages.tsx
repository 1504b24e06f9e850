import { PlaceholderPage } from "./building-page";

/** Screens whose own issue has not landed yet. Each is replaced by its feature's page. */
export const FriendsCalendarPage = () => <PlaceholderPage kind="building" title="Friends Calendar" description="Your colleagues' schedules beside yours." />;
export const CertificationsPage = () => <PlaceholderPage kind="building" title="Certifications" description="Track your certifications and their expiry." />;
export const ResumeBuilderPage = () => <PlaceholderPage kind="building" title="Resume Builder" description="Build your nursing resume." />;
export const ContactsPage = () => <PlaceholderPage kind="building" title="Contacts" description="Your work contacts." />;
export const CprMetronomePage = () => <PlaceholderPage kind="building" title="CPR Metronome" description="Keep compressions at 100–120 per minute." />;
export const RateEstimatorPage = () => <PlaceholderPage kind="building" title="Pay Estimator" description="Estimate your pay for a pay period." />;
export const MedicationCalculatorPage = () => <PlaceholderPage kind="building" title="Medication Calculator" description="Dose and rate calculations." />;
export const UnitConverterPage = () => <PlaceholderPage kind="building" title="Unit Converter" description="Weight and height conversions." />;
export const ResourcesPage = () => <PlaceholderPage kind="coming-soon" title="Resources" description="Clinical resources for nurses." />;
export const HealthPage = () => <PlaceholderPage kind="coming-soon" title="Health" description="Workouts, sleep and wellness." />;
export const FinancialPage = () => <PlaceholderPage kind="coming-soon" title="Financial" description="Pay, savings and budgeting for nurses." />;
