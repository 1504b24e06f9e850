/**
 * Avatar initials, made one way everywhere (the nurse's own avatar and her
 * colleagues'): the first letter of each of the first two words that have a
 * letter, upper case. Letters only — "(ICU) Ben" gives "IB", "Ana 2" gives "A" —
 * and a letter keeps its accents ("élodie" gives "É"). "" when the name has no letter.
 */
export function initials(name: string): string {
  // Upper case can make one letter two ("ß" → "SS", the ligature "ﬃ" → "FFI"): its first letter is kept.
  const firstLetter = (text: string) => text.match(/\p{L}\p{M}*/u)?.[0] ?? "";
  return name
    .split(/\s+/)
    .map(firstLetter)
    .filter(Boolean)
    .slice(0, 2)
    .map((letter) => firstLetter(letter.toLocaleUpperCase()))
    .join("");
}
