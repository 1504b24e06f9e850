/** The 48 icons of the icon picker (Create a Shift) and the preset Symbol grid, with words to search them by. */
export const SHIFT_ICONS: readonly { emoji: string; words: string }[] = [
  { emoji: "💼", words: "briefcase work job default" },
  { emoji: "☀️", words: "sun day shift" },
  { emoji: "🌙", words: "moon night shift" },
  { emoji: "🌅", words: "sunrise morning early" },
  { emoji: "🌆", words: "evening dusk late" },
  { emoji: "⭐", words: "star special charge" },
  { emoji: "🏥", words: "hospital ward unit" },
  { emoji: "🚑", words: "ambulance emergency er ed" },
  { emoji: "🩺", words: "stethoscope clinic assessment" },
  { emoji: "💉", words: "syringe injection vaccine" },
  { emoji: "💊", words: "pill medication pharmacy" },
  { emoji: "🩹", words: "bandage wound care" },
  { emoji: "🩸", words: "blood dialysis lab" },
  { emoji: "🫀", words: "heart cardiac cardiology" },
  { emoji: "🧠", words: "brain neuro mental health psych" },
  { emoji: "🫁", words: "lungs respiratory" },
  { emoji: "🦴", words: "bone ortho orthopedics" },
  { emoji: "👶", words: "baby nicu peds pediatrics" },
  { emoji: "🤰", words: "pregnant labour delivery maternity" },
  { emoji: "🧓", words: "older adult geriatrics long term care" },
  { emoji: "🧑‍⚕️", words: "health worker nurse" },
  { emoji: "🔬", words: "microscope lab research" },
  { emoji: "🧪", words: "test tube lab" },
  { emoji: "🌡️", words: "thermometer fever" },
  { emoji: "❤️", words: "red heart love" },
  { emoji: "💙", words: "blue heart" },
  { emoji: "💚", words: "green heart" },
  { emoji: "💜", words: "purple heart" },
  { emoji: "📚", words: "books education course study" },
  { emoji: "🎓", words: "graduation education training" },
  { emoji: "📝", words: "memo notes charting" },
  { emoji: "📋", words: "clipboard admin meeting" },
  { emoji: "📟", words: "pager on call" },
  { emoji: "📞", words: "phone on call telehealth" },
  { emoji: "⏰", words: "alarm clock overtime" },
  { emoji: "⏱️", words: "stopwatch short shift" },
  { emoji: "🔄", words: "swap trade exchange" },
  { emoji: "🤝", words: "handshake trade agreement" },
  { emoji: "💰", words: "money bag overtime pay" },
  { emoji: "🏠", words: "home remote virtual" },
  { emoji: "🚗", words: "car travel commute community" },
  { emoji: "✈️", words: "plane travel contract" },
  { emoji: "🏖️", words: "beach vacation holiday off" },
  { emoji: "🎉", words: "party celebration stat holiday" },
  { emoji: "🏃", words: "running float pool" },
  { emoji: "☕", words: "coffee break" },
  { emoji: "😴", words: "sleep rest off" },
  { emoji: "⚡", words: "lightning busy acute" },
];

/** The 12 choices of the Edit Shift screen. */
export const EDIT_ICONS: readonly string[] = ["☀️", "🌙", "🌅", "🌆", "🏥", "🚑", "🩺", "📚", "📟", "⏰", "🔄", "💼"];

export function searchIcons(query: string) {
  const q = query.trim().toLowerCase();
  return q ? SHIFT_ICONS.filter((i) => i.words.includes(q) || i.emoji === q) : SHIFT_ICONS;
}
