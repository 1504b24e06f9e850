import {
  Accessibility,
  AlarmClock,
  Ambulance,
  Baby,
  Bandage,
  Bed,
  BellRing,
  Bone,
  BookOpen,
  Brain,
  Briefcase,
  BriefcaseMedical,
  Car,
  ClipboardList,
  Coffee,
  Coins,
  Droplet,
  Footprints,
  GraduationCap,
  HandHeart,
  Handshake,
  Heart,
  HeartPulse,
  Hospital,
  House,
  Microscope,
  Moon,
  NotebookPen,
  PartyPopper,
  Phone,
  Pill,
  Plane,
  RefreshCw,
  Star,
  Stethoscope,
  Sun,
  Sunrise,
  Sunset,
  Syringe,
  TestTube,
  Thermometer,
  Timer,
  TreePalm,
  Wind,
  Zap,
  type LucideIcon,
} from "lucide-react";
import { cn } from "@web/lib/cn";

/**
 * The 48 built-in shift icons drawn as lucide symbols: the nurse still picks an
 * emoji (it is what the API stores and the calendar feed shows), but the app
 * never depends on an emoji font to draw it — without one every icon was an
 * empty box, and the wide ☀ pushed names out of line.
 * Hearts keep their colour, filled.
 */
const DRAWN: Record<string, { icon: LucideIcon; fill?: string }> = {
  "💼": { icon: Briefcase },
  "☀️": { icon: Sun },
  "🌙": { icon: Moon },
  "🌅": { icon: Sunrise },
  "🌆": { icon: Sunset },
  "⭐": { icon: Star },
  "🏥": { icon: Hospital },
  "🚑": { icon: Ambulance },
  "🩺": { icon: Stethoscope },
  "💉": { icon: Syringe },
  "💊": { icon: Pill },
  "🩹": { icon: Bandage },
  "🩸": { icon: Droplet },
  "🫀": { icon: HeartPulse },
  "🧠": { icon: Brain },
  "🫁": { icon: Wind },
  "🦴": { icon: Bone },
  "👶": { icon: Baby },
  "🤰": { icon: HandHeart },
  "🧓": { icon: Accessibility },
  "🧑‍⚕️": { icon: BriefcaseMedical },
  "🔬": { icon: Microscope },
  "🧪": { icon: TestTube },
  "🌡️": { icon: Thermometer },
  "❤️": { icon: Heart, fill: "#dc2626" },
  "💙": { icon: Heart, fill: "#2563eb" },
  "💚": { icon: Heart, fill: "#16a34a" },
  "💜": { icon: Heart, fill: "#7c3aed" },
  "📚": { icon: BookOpen },
  "🎓": { icon: GraduationCap },
  "📝": { icon: NotebookPen },
  "📋": { icon: ClipboardList },
  "📟": { icon: BellRing },
  "📞": { icon: Phone },
  "⏰": { icon: AlarmClock },
  "⏱️": { icon: Timer },
  "🔄": { icon: RefreshCw },
  "🤝": { icon: Handshake },
  "💰": { icon: Coins },
  "🏠": { icon: House },
  "🚗": { icon: Car },
  "✈️": { icon: Plane },
  "🏖️": { icon: TreePalm },
  "🎉": { icon: PartyPopper },
  "🏃": { icon: Footprints },
  "☕": { icon: Coffee },
  "😴": { icon: Bed },
  "⚡": { icon: Zap },
};

/** Keyed without variation selectors, so "☀" and "☀️" draw alike. */
const plain = (emoji: string) => emoji.replace(/\uFE0F/g, "");
const BY_EMOJI = new Map(Object.entries(DRAWN).map(([emoji, drawn]) => [plain(emoji), drawn]));

/**
 * A shift's icon in a square box of the size `className` gives (default 1em):
 * a built-in as its symbol in the text colour, any other emoji as text.
 * Decorative (the shift's name is said beside it) unless `label` is given.
 */
export function ShiftIcon({ icon, className, label }: { icon: string; className?: string; label?: string }) {
  const drawn = BY_EMOJI.get(plain(icon));
  const a11y = label ? { role: "img", "aria-label": label } : { "aria-hidden": true as const };
  return (
    <span className={cn("inline-flex size-[1em] shrink-0 items-center justify-center leading-none", className)} data-shift-icon={icon} {...a11y}>
      {drawn ? (
        <drawn.icon className="size-[0.9em]" strokeWidth={2.25} fill={drawn.fill ?? "none"} color={drawn.fill} />
      ) : (
        <span className="text-[0.85em] leading-none">{icon}</span>
      )}
    </span>
  );
}
