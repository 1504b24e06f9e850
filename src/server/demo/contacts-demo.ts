import { DEFAULT_PHONE_TYPE } from "@core/phone-types";
import type { ContactInput } from "@core/schemas/contacts";
import { insertContacts } from "../features/contacts/repository";
import type { Services } from "../services";

/** The demo nurse's work contacts: six people she calls (555 numbers, example.org addresses). */
export const DEMO_CONTACTS: (Omit<ContactInput, "phoneType"> & Partial<Pick<ContactInput, "phoneType">>)[] = [
  {
    name: "Ana Diaz",
    role: "Charge Nurse",
    unit: "ICU, Vancouver General",
    phone: "604-555-0101",
    phoneType: "mobile",
    email: "ana.diaz@example.org",
    notes: "Nights. Prefers a text.",
  },
  { name: "Ben Okafor", role: "Unit Clerk", unit: "Emergency, Vancouver General", phone: "604-555-0102", email: "", notes: "Shift swaps go through Ben." },
  { name: "Chloe Martin", role: "Nurse Educator", unit: "Critical Care", phone: "", email: "chloe.martin@example.org", notes: "ACLS recertification dates." },
  { name: "Dr. Raj Singh", role: "Intensivist", unit: "ICU, Royal Inland Hospital", phone: "250-555-0177", email: "", notes: "" },
  {
    name: "Staffing Office",
    role: "Scheduling",
    unit: "Vancouver Coastal Health",
    phone: "604-555-0150",
    email: "staffing@example.org",
    notes: "Open 07:00–19:00.",
  },
  {
    name: "Travel Recruiter — Mia Chen",
    role: "Recruiter",
    unit: "Northern Lights Staffing",
    phone: "778-555-0123",
    email: "mia.chen@example.org",
    notes: "Lions Gate contract: ask about extending it past the new year.",
  },
];

export async function seedContactsDemo({ db }: Services, userId: string): Promise<void> {
  await insertContacts(
    db,
    userId,
    DEMO_CONTACTS.map((contact) => ({ phoneType: DEFAULT_PHONE_TYPE, ...contact })),
  );
}
