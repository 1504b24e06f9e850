import { PlaceholderPage } from "./building-page";

/** Screens whose own issue has not landed yet. Each is replaced by its feature's page. */
export const ResourcesPage = () => <PlaceholderPage kind="coming-soon" title="Resources" description="Clinical resources for nurses." />;
export const HealthPage = () => <PlaceholderPage kind="coming-soon" title="Health" description="Workouts, sleep and wellness." />;
export const FinancialPage = () => <PlaceholderPage kind="coming-soon" title="Financial" description="Pay, savings and budgeting for nurses." />;
