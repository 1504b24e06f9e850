import {
  Award,
  BookOpen,
  Briefcase,
  CalendarDays,
  Clock,
  Contact,
  DollarSign,
  HeartPulse,
  Layers,
  LayoutDashboard,
  NotebookPen,
  Pill,
  Ruler,
  Timer,
  User,
  Wallet,
  type LucideIcon,
} from "lucide-react";

export interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
}

/**
 * The sidebar's three groups (docs/product/shell-and-dashboard.md, Sidebar). The first is ordered by how often a
 * nurse opens each screen: the dashboard first, then the calendar and the
 * screens she uses with it every day, her account last.
 */
export const NAV_GROUPS: { label: string; items: NavItem[] }[] = [
  {
    label: "Account",
    items: [
      { to: "/dashboard", label: "Dashboard", icon: LayoutDashboard },
      { to: "/calendar", label: "Calendar", icon: CalendarDays },
      { to: "/shifts", label: "My Shifts", icon: Clock },
      { to: "/notes", label: "Notes", icon: NotebookPen },
      { to: "/presets", label: "Shift Presets", icon: Layers },
      { to: "/certifications", label: "Certifications", icon: Award },
      { to: "/career-center", label: "Career Center", icon: Briefcase },
      { to: "/contacts", label: "Contacts", icon: Contact },
      { to: "/account", label: "Account", icon: User },
    ],
  },
  {
    label: "Tools",
    items: [
      { to: "/tools/cpr-metronome", label: "CPR Metronome", icon: Timer },
      { to: "/tools/rate-estimator", label: "Pay Estimator", icon: DollarSign },
      { to: "/tools/medication-calculator", label: "Medication Calculator", icon: Pill },
      { to: "/tools/unit-converter", label: "Unit Converter", icon: Ruler },
    ],
  },
  {
    label: "Coming Soon",
    items: [
      { to: "/resources", label: "Resources", icon: BookOpen },
      { to: "/health", label: "Health", icon: HeartPulse },
      { to: "/financial", label: "Financial", icon: Wallet },
    ],
  },
];
