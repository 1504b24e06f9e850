/** What kind of number a contact's phone is (a vCard's TEL type): a mobile stays a mobile, to and from a phone. */
export const PHONE_TYPES = ["mobile", "work", "home", "pager", "other"] as const;
export type PhoneType = (typeof PHONE_TYPES)[number];
export const DEFAULT_PHONE_TYPE: PhoneType = "work";
export const PHONE_TYPE_LABELS: Record<PhoneType, string> = { mobile: "Mobile", work: "Work", home: "Home", pager: "Pager", other: "Other" };
