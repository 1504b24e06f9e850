import { PlaceholderPage } from "@web/features/placeholder/building-page";

export default function DashboardPage() {
  return (
    <PlaceholderPage
      kind="building"
      title="Dashboard"
      description="Customizable dashboard with widgets for shifts, certs, contracts and nursing tools."
    />
  );
}
