import { PlaceholderPage } from "./building-page";

/** The screens the sidebar lists under Coming Soon. */
export const ResourcesPage = () => <PlaceholderPage title="Resources" description="Clinical resources for nurses." />;
export const HealthPage = () => <PlaceholderPage title="Health" description="Workouts, sleep and wellness." />;
export const FinancialPage = () => <PlaceholderPage title="Financial" description="Pay, savings and budgeting for nurses." />;
