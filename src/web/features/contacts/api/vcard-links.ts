/** The vCard of one contact (a download link). */
export const vcardUrl = (id: string) => `/api/contacts/${encodeURIComponent(id)}/vcard`;

/** Export all: every contact as one .vcf (a download link). */
export const allContactsVcardUrl = "/api/contacts/vcard";
