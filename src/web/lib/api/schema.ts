// Generated from /api/openapi.json by `npm run api:types` (src/server/http/api-types.test.ts). Do not edit.
export interface paths {
    "/api/account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete my account for good: every row and file of mine, then sign out. Needs my password (an account without one confirms with its email) */
        delete: operations["deleteApiAccount"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download everything the app holds about me as one ZIP, made while it downloads: README.txt, data.json (every table of mine) and every file I stored (profile photo, card photos, contract documents) under files/ */
        get: operations["getApiAccountExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether an export can come into this account: only into one with no records of its own yet (a new account's sample to-dos and settings do not count) */
        get: operations["getApiAccountImport"];
        put?: never;
        /** Bring an export (the ZIP Export my data made, multipart field "file") into this account, which must have no records yet: every record, file and link between them comes back, with new ids. Checked whole before anything is written; refused whole otherwise */
        post: operations["postApiAccountImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/storage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How much of my storage my files take (attachments, card photos, my photo and their previews), and my quota, in bytes */
        get: operations["getApiAccountStorage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/attachments/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of my contracts' attachments with signed links to open it (and, for HEIC, a JPEG preview), valid 3600 s */
        get: operations["getApiAttachmentsId"];
        put?: never;
        post?: never;
        /** Delete one of my contracts' attachments and its file */
        delete: operations["deleteApiAttachmentsId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/change-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a confirmation link to a new address; the email changes when it is followed */
        post: operations["postApiAuthChangeEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/change-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change my password (needs the current one); every other session ends and this one is renewed */
        post: operations["postApiAuthChangePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/get-session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user and session, or null */
        get: operations["getApiAuthGetSession"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/list-sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My active sessions (device, last active, this device), without their tokens */
        get: operations["getApiAuthListSessions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/request-password-reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Email a one-hour, single-use reset link (answers the same whether or not the account exists) */
        post: operations["postApiAuthRequestPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set a new password with a reset token; ends every session of the user */
        post: operations["postApiAuthResetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/revoke-other-sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign out my other devices: every session but this one ends */
        post: operations["postApiAuthRevokeOtherSessions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/send-verification-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send the link that confirms my email address again (to my own address; 400 when it is already confirmed) */
        post: operations["postApiAuthSendVerificationEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/sign-in/email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in with email and password */
        post: operations["postApiAuthSignInEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/sign-in/social": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start Google sign-in; answers the provider URL to go to */
        post: operations["postApiAuthSignInSocial"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/sign-out": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign out everywhere: every session of the user ends */
        post: operations["postApiAuthSignOut"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/sign-up/email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create an account (email and password); sends a verification email and signs in */
        post: operations["postApiAuthSignUpEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/verify-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Follow a verification or email-change link; redirects into the app */
        get: operations["getApiAuthVerifyEmail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/calendar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The shifts and note counts of a range of days (a month grid), in one request */
        get: operations["getApiCalendar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/calendar.ics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Subscription feed (iCalendar) of a nurse's shifts (with their flags), and as all-day events her time off, her certification expiries and her area's public holidays; the secret token is the only key */
        get: operations["getApiCalendarIcs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/calendar/{date}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Apply a shift type to a day (with its flags: charge, float to a unit…; left out, the day keeps its flags) or mark it as time off, replacing what was there; one undoable change */
        put: operations["putApiCalendarDate"];
        post?: never;
        /** Take the applied shift (or the time off) off a day */
        delete: operations["deleteApiCalendarDate"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/calendar/batch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Apply one shift type to many days (each keeps its flags), mark them as time off (timeOff), or clear them (shiftTypeId null), as one undoable change */
        post: operations["postApiCalendarBatch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/calendar/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Read her posted schedule from a photo or screenshot (multipart field "file"): a list of days or a month grid with her row (found by her name). Answers one proposal per day, matched to her shift library by times and names (shiftTypeId null: a new shift type is proposed). Read on this server (OCR, in her turn, with AI Read's limits) or by the configured model; nothing is stored */
        post: operations["postApiCalendarImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/calendar/import/apply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Apply the reviewed days of a schedule's photo, each with its shift type, as ONE undoable change (undone by POST /api/calendar/undo) */
        post: operations["postApiCalendarImportApply"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/calendar/subscription": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether my calendar subscription is on (its address is shown only when made: the server keeps only its hash) */
        get: operations["getApiCalendarSubscription"];
        put?: never;
        /** Turn the subscription on, or make a new address (the old one stops working) */
        post: operations["postApiCalendarSubscription"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/calendar/undo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Her latest calendar change not undone yet (what the Undo button undoes) */
        get: operations["getApiCalendarUndo"];
        put?: never;
        /** Undo a calendar change (a tap, a clear, a batch, a rotation's): every day goes back to what it held, notes untouched */
        post: operations["postApiCalendarUndo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/certifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My certifications, the last added first, each with its status on my own day, its photo links (3600 s) and a renewal link */
        get: operations["getApiCertifications"];
        put?: never;
        /** Add a certification (name required; expiry not before completion; No expiry clears the expiry) */
        post: operations["postApiCertifications"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/certifications/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of my certifications */
        get: operations["getApiCertificationsId"];
        /** Replace a certification's fields (the edit form sends them all); its photos stay */
        put: operations["putApiCertificationsId"];
        post?: never;
        /** Delete one of my certifications and its photos */
        delete: operations["deleteApiCertificationsId"];
        options?: never;
        head?: never;
        /** Change some of a certification's fields; the result is checked as a whole (expiry not before completion) */
        patch: operations["patchApiCertificationsId"];
        trace?: never;
    };
    "/api/certifications/{id}/back-photo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload the photo of the card's back (multipart field "file": JPEG, PNG, WebP or HEIC under 20 MB); stored re-encoded as JPEG without metadata, replacing the one before */
        post: operations["postApiCertificationsIdBackPhoto"];
        /** Remove the photo of the card's back */
        delete: operations["deleteApiCertificationsIdBackPhoto"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/certifications/{id}/front-photo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload the photo of the card's front (multipart field "file": JPEG, PNG, WebP or HEIC under 20 MB); stored re-encoded as JPEG without metadata, replacing the one before */
        post: operations["postApiCertificationsIdFrontPhoto"];
        /** Remove the photo of the card's front */
        delete: operations["deleteApiCertificationsIdFrontPhoto"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/certifications/extract": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** AI Read: suggested name, category, dates and no-expiry from a photo of the card (multipart field "file"). Read on this server (OCR, one at a time), or by the configured model (LLM_URL); nothing is stored */
        post: operations["postApiCertificationsExtract"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/certifications/packet.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download all: one PDF with a table of every certification (dates, status) and each card photo on its own page; Letter or A4 by my country; made again only when any of it changes */
        get: operations["getApiCertificationsPacketPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/certifications/photo-preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A HEIC photo of a card (multipart field "file", under 20 MB) as a small JPEG, for the form to show before it is saved: browsers cannot show HEIC. Made in the render process; nothing is stored */
        post: operations["postApiCertificationsPhotoPreview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/colleagues": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My network: connected colleagues, my invitations, and invitations waiting for my answer */
        get: operations["getApiColleagues"];
        put?: never;
        /** Invite a colleague by name and email (my own address must be confirmed). The answer is the same whether or not the address has an account; an invitation lasts 30 days */
        post: operations["postApiColleagues"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/colleagues/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One colleague of my network, as I see them */
        get: operations["getApiColleaguesId"];
        put?: never;
        post?: never;
        /** Remove a colleague or withdraw an invitation; neither sees anything of the other after, and they are not told */
        delete: operations["deleteApiColleaguesId"];
        options?: never;
        head?: never;
        /** Change my own label and colour for a colleague (hers for me stay as they are) */
        patch: operations["patchApiColleaguesId"];
        trace?: never;
    };
    "/api/colleagues/{id}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Accept an invitation sent to my verified email (from a confirmed address, within its 30 days) */
        post: operations["postApiColleaguesIdAccept"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/colleagues/{id}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Decline an invitation sent to my verified email (the inviter is not told) */
        post: operations["postApiColleaguesIdDecline"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/colleagues/blocks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The addresses I blocked, newest first */
        get: operations["getApiColleaguesBlocks"];
        put?: never;
        /** Block an address: it cannot invite me again, and any link with it goes */
        post: operations["postApiColleaguesBlocks"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/colleagues/blocks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Unblock an address: it may invite me again (what blocking removed stays removed) */
        delete: operations["deleteApiColleaguesBlocksId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/colleagues/shifts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My shifts and my connected colleagues' from/to (at most 62 days), as working facts only: name, start, end, hospital, unit */
        get: operations["getApiColleaguesShifts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contacts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My work contacts by name; q searches name, role, unit, phone, email and notes */
        get: operations["getApiContacts"];
        put?: never;
        /** Add a contact (name required) */
        post: operations["postApiContacts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contacts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of my contacts */
        get: operations["getApiContactsId"];
        put?: never;
        post?: never;
        /** Delete a contact */
        delete: operations["deleteApiContactsId"];
        options?: never;
        head?: never;
        /** Change some of a contact's fields */
        patch: operations["patchApiContactsId"];
        trace?: never;
    };
    "/api/contacts/{id}/vcard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download vCard: one contact as a .vcf file (vCard 3.0, named after her contact in UTF-8) */
        get: operations["getApiContactsIdVcard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contacts/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Import the contacts of a .vcf file (its text, read by the browser): every card that can be a contact, leaving out those she has already when skipDuplicates; none when it is not a vCard */
        post: operations["postApiContactsImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contacts/import/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** What importing a .vcf file (its text, read by the browser) would do: its contacts, which of them she has already, and the cards that are not contacts, with why. Nothing is stored */
        post: operations["postApiContactsImportPreview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contacts/vcard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Export all: every contact of mine as one .vcf file (vCard 3.0) */
        get: operations["getApiContactsVcard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contracts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My contracts, latest start first, with status today in my time zone; `q` searches name, employer, facility, department, unit, city, province/state and country; `status` keeps one */
        get: operations["getApiContracts"];
        put?: never;
        /** Add a contract (empty text and amounts are saved as null, dates cut to yyyy-MM-dd, an unknown housing option as null) */
        post: operations["postApiContracts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contracts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One contract */
        get: operations["getApiContractsId"];
        put?: never;
        post?: never;
        /** Delete a contract with its attachments and their files */
        delete: operations["deleteApiContractsId"];
        options?: never;
        head?: never;
        /** Change a contract (the result is checked as a whole: a name, the end not before the start) */
        patch: operations["patchApiContractsId"];
        trace?: never;
    };
    "/api/contracts/{id}/attachments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The attachments of my contract, newest first */
        get: operations["getApiContractsIdAttachments"];
        put?: never;
        /** Attach a file to my contract: multipart with "label" (required) and "notes" first, then "file" (pdf, jpeg, png or heic by its bytes, at most 25 MB, refused while it streams) */
        post: operations["postApiContractsIdAttachments"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Is the server up, and does its database answer */
        get: operations["getApiHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/holidays": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The public holidays of a range of days in my area (from my profile's country and time zone) or the area asked for */
        get: operations["getApiHolidays"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/job-board": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Job postings, newest first, each with whether I saved it; `q` searches title, facility and city; `saved=true` keeps the ones I saved */
        get: operations["getApiJobBoard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/job-board/{id}/saved": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Save a posting for later (saving it again changes nothing) */
        put: operations["putApiJobBoardIdSaved"];
        post?: never;
        /** Take a posting off my saved ones */
        delete: operations["deleteApiJobBoardIdSaved"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/jobs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My jobs, newest first */
        get: operations["getApiJobs"];
        put?: never;
        /** Add a job */
        post: operations["postApiJobs"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/jobs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One job */
        get: operations["getApiJobsId"];
        put?: never;
        post?: never;
        /** Delete a job (shift types that used it keep their own rate and lose the link) */
        delete: operations["deleteApiJobsId"];
        options?: never;
        head?: never;
        /** Change a job (the result is checked as a whole: facility, unit, designation, start date) */
        patch: operations["patchApiJobsId"];
        trace?: never;
    };
    "/api/notes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My notes from/to (inclusive), searched by `q` over title and text; newest date first */
        get: operations["getApiNotes"];
        put?: never;
        /** Add a note to a day (with a title: stored as title, blank line, text) */
        post: operations["postApiNotes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete one of my notes */
        delete: operations["deleteApiNotesId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pay-estimator": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My pay estimator's last inputs (the spec's defaults until I save) */
        get: operations["getApiPayEstimator"];
        /** Keep my pay estimator's inputs: pay frequency, custom days, shift rows and premium rows */
        put: operations["putApiPayEstimator"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/preferences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My preferences (created with the defaults on first read) */
        get: operations["getApiPreferences"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change any of my preferences: region, accent colour, quick links, countdown date, reminders, dashboard layout */
        patch: operations["patchApiPreferences"];
        trace?: never;
    };
    "/api/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My profile (created with just my id when there is none), with experience in days */
        get: operations["getApiProfile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change my name, birthday, country, time zone, licence or graduation date (null clears a field) */
        patch: operations["patchApiProfile"];
        trace?: never;
    };
    "/api/profile/avatar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload my profile photo (multipart field "file", an image under 5 MB); stored re-encoded as PNG without metadata */
        post: operations["postApiProfileAvatar"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/push/public-key": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The server's VAPID public key, for PushManager.subscribe() */
        get: operations["getApiPushPublicKey"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/push/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What I am told by push, and my quiet hours */
        get: operations["getApiPushSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change what I am told by push, or my quiet hours */
        patch: operations["patchApiPushSettings"];
        trace?: never;
    };
    "/api/push/subscriptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The devices notifications go to, newest first */
        get: operations["getApiPushSubscriptions"];
        put?: never;
        /** Send notifications to this browser (its push subscription); the same browser again updates its row */
        post: operations["postApiPushSubscriptions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/push/subscriptions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Stop notifications to one of my devices */
        delete: operations["deleteApiPushSubscriptionsId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/push/timers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My timers waiting to be pushed at their end, soonest first */
        get: operations["getApiPushTimers"];
        put?: never;
        /** Push my timer's end to my devices (a locked phone freezes the page counting it): once, a few seconds after the end, quiet hours or not; the page, if still open, rings it itself and cancels this */
        post: operations["postApiPushTimers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/push/timers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Cancel my timer's push: I paused or reset it, or the page rang it itself */
        delete: operations["deleteApiPushTimersId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/resume": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My resume (before the first save: a blank one with my name and email), with its page size (Letter in the US and Canada, else A4) */
        get: operations["getApiResume"];
        /** Save my whole resume (the builder saves as the nurse types); limits are named in the 400's fields; an experience may not end before it starts */
        put: operations["putApiResume"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/resume.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My resume as a PDF (made here with embedded fonts for every script of her name: real, selectable text), named after me; Letter or A4 by my country; made again only when the resume changes */
        get: operations["getApiResumePdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/resume/import-contracts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Import from my contracts: each contract that has begun (in my time zone) and was not imported before becomes an experience entry (Travel Nurse, its facility, unit and city, its months, present while it runs); the list is put newest first */
        post: operations["postApiResumeImportContracts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/resume/import-jobs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Import from my jobs: each career-center job not imported before becomes an experience entry; the list is put newest first */
        post: operations["postApiResumeImportJobs"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/rotations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My rotations */
        get: operations["getApiRotations"];
        put?: never;
        /** Make a rotation and apply it from its start to its end (at most 2 years); answers the days it changed */
        post: operations["postApiRotations"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/rotations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Stop a rotation from a day (its start if not given): the days it made from then on are cleared, days she changed herself kept */
        delete: operations["deleteApiRotationsId"];
        options?: never;
        head?: never;
        /** Rename a rotation, or change its cycle, end date or hand-set choice from a day onward (only days from `from` change) */
        patch: operations["patchApiRotationsId"];
        trace?: never;
    };
    "/api/rotations/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** What a new rotation would do (months it fills, shifts it replaces, hand-set days it keeps), without saving anything */
        post: operations["postApiRotationsPreview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shift-types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My shift types: my library in my order, then one-off dated shifts by date */
        get: operations["getApiShiftTypes"];
        put?: never;
        /** Create a shift type */
        post: operations["postApiShiftTypes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shift-types/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One shift type */
        get: operations["getApiShiftTypesId"];
        put?: never;
        post?: never;
        /** Delete a shift type and remove it from every calendar day it is on */
        delete: operations["deleteApiShiftTypesId"];
        options?: never;
        head?: never;
        /** Change a shift type (premiums, when given, replace the list) */
        patch: operations["patchApiShiftTypesId"];
        trace?: never;
    };
    "/api/shift-types/order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Put my shift library in this order (shifts not listed keep their place) */
        put: operations["putApiShiftTypesOrder"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/swaps": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My swap requests, sent and received, newest first; `show=open` those waiting for an answer, `show=agreed` my record of accepted swaps */
        get: operations["getApiSwaps"];
        put?: never;
        /** Ask a connected colleague (by our connection's id) to take my shift on `date`, or with `theirDate` to trade it for theirs that day; they are told in the app, by email and by push */
        post: operations["postApiSwaps"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/swaps/{id}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Accept a request sent to me: both calendars change in one transaction (my day gets the shift, with a copy of its shift type in my library when I have none like it; theirs is cleared or, in a trade, gets my shift). Not undoable from either calendar's Undo */
        post: operations["postApiSwapsIdAccept"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/swaps/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel a request I sent, while it waits for an answer */
        post: operations["postApiSwapsIdCancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/swaps/{id}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Decline a request sent to me; the requester is told */
        post: operations["postApiSwapsIdDecline"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/todos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My to-do list, newest first */
        get: operations["getApiTodos"];
        put?: never;
        /** Add a task (trimmed, not blank, at most 200 characters) */
        post: operations["postApiTodos"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/todos/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete one of my tasks */
        delete: operations["deleteApiTodosId"];
        options?: never;
        head?: never;
        /** Tick, untick or reword one of my tasks */
        patch: operations["patchApiTodosId"];
        trace?: never;
    };
    "/files/avatars/{userId}/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A profile photo (public): image/png, inline, cached for a year */
        get: operations["getFilesAvatarsUserIdFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/files/private/certifications/{userId}/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A private file (a card photo) through a signed link the API made for its owner, valid 3600 s */
        get: operations["getFilesPrivateCertificationsUserIdFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/files/private/contracts/{userId}/{contractId}/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A contract's file through its signed link (expires, sig; `as=jpeg` for a HEIC photo's preview); 403 when tampered or expired */
        get: operations["getFilesPrivateContractsUserIdContractIdFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        Error: {
            error: {
                code: string;
                fields?: {
                    [key: string]: string;
                };
                message: string;
            };
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    deleteApiAccount: {
        parameters: {
            query?: never;
            header?: {
                /** @description One new key per submission (a UUID), sent again with every retry of it: a repeat of the same request with the same key, within 24 hours, gets the first successful answer back (with `Idempotent-Replayed: true`) and changes nothing. A key is the nurse's own; a failed request lets its key go. For a file upload the key stands for the route, not the file's bytes. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "password": "the-current-secret"
                 *     }
                 */
                "application/json": {
                    confirmEmail?: string;
                    password?: string;
                };
            };
        };
        responses: {
            /** @description Deleted and signed out */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        deleted: true;
                    };
                };
            };
            /** @description Password missing or wrong. Also refused, by rules its schema cannot say: an account with a password sends it ("Please enter your password."); password is her password ("That password is not correct."); an account without a password sends its address as confirmEmail ("Type your email address to confirm.") */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent from another site (its Origin is not this app's) and refused */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent with an Idempotency-Key whose first request is still running: "The same request is still being saved. Please wait a moment and try again." (Retry-After) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not sent as JSON (Content-Type: application/json) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An Idempotency-Key already used for a different request: "This Idempotency-Key was already used for a different request. Send a new key with each new request." */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on our side; nothing was changed */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getApiAccountExport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description nursevitals-export-yyyy-MM-dd.zip (attachment) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/zip": unknown;
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many downloads */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on our side; nothing was changed */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getApiAccountImport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Allowed, or why not */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        allowed: boolean;
                        reason: string | null;
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on our side; nothing was changed */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postApiAccountImport: {
        parameters: {
            query?: never;
            header?: {
                /** @description One new key per submission (a UUID), sent again with every retry of it: a repeat of the same request with the same key, within 24 hours, gets the first successful answer back (with `Idempotent-Replayed: true`) and changes nothing. A key is the nurse's own; a failed request lets its key go. For a file upload the key stands for the route, not the file's bytes. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    file: string;
                };
            };
        };
        responses: {
            /** @description Imported: how many rows of each table and how many files came back */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        files: number;
                        rows: {
                            [key: string]: number;
                        };
                    };
                };
            };
            /** @description Not an export, or one that was changed: a hostile name, a file NurseVitals would not store, data.json failing its schema */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent from another site (its Origin is not this app's) and refused */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This account already has records: an export comes back only into an empty one; or Sent with an Idempotency-Key whose first request is still running: "The same request is still being saved. Please wait a moment and try again." (Retry-After) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The ZIP, or a file in it, is larger than NurseVitals takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not a ZIP, or a file in it is not of a kind NurseVitals keeps there */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An Idempotency-Key already used for a different request: "This Idempotency-Key was already used for a different request. Send a new key with each new request." */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many imports: too many uploads under way at once from my account or my network (Retry-After says when to try again) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on our side; nothing was changed */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getApiAccountStorage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Used and total */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        quotaBytes: number;
                        usedBytes: number;
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on our side; nothing was changed */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getApiAttachmentsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The attachment and its links */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        contractId: string;
                        createdAt: string;
                        expiresAt: string;
                        id: string;
                        label: string;
                        /** @enum {string} */
                        mimeType: "application/pdf" | "image/jpeg" | "image/png" | "image/heic";
                        notes: string;
                        previewUrl: string;
                        sizeBytes: number;
                        url: string;
                    };
                };
            };
            /** @description Invalid input: the message says what is wrong, and `error.fields` has a message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such contract or attachment of yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on our side; nothing was changed */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteApiAttachmentsId: {
        parameters: {
            query?: never;
            header?: {
                /** @description One new key per submission (a UUID), sent again with every retry of it: a repeat of the same request with the same key, within 24 hours, gets the first successful answer back (with `Idempotent-Replayed: true`) and changes nothing. A key is the nurse's own; a failed request lets its key go. For a file upload the key stands for the route, not the file's bytes. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                    };
                };
            };
            /** @description Invalid input: the message says what is wrong, and `error.fields` has a message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent from another site (its Origin is not this app's) and refused */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such contract or attachment of yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent with an Idempotency-Key whose first request is still running: "The same request is still being saved. Please wait a moment and try again." (Retry-After) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An Idempotency-Key already used for a different request: "This Idempotency-Key was already used for a different request. Send a new key with each new request." */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on our side; nothing was changed */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postApiAuthChangeEmail: {
        parameters: {
            query?: never;
            header?: {
                /** @description One new key per submission (a UUID), sent again with every retry of it: a repeat of the same request with the same key, within 24 hours, gets the first successful answer back (with `Idempotent-Replayed: true`) and changes nothing. A key is the nurse's own; a failed request lets its key go. For a file upload the key stands for the route, not the file's bytes. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "newEmail": "maya.new@example.com"
                 *     }
                 */
                "application/json": {
                    callbackURL?: string;
                    /** Format: email */
                    newEmail: string;
                };
            };
        };
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: boolean;
                    };
                };
            };
            /** @description Invalid input, the address I already have, or a session too old for it (sign in again) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent from another site (its Origin is not this app's) and refused */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent with an Idempotency-Key whose first request is still running: "The same request is still being saved. Please wait a moment and try again." (Retry-After) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not sent as JSON (Content-Type: application/json) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An Idempotency-Key already used for a different request: "This Idempotency-Key was already used for a different request. Send a new key with each new request." */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on our side; nothing was changed */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postApiAuthChangePassword: {
        parameters: {
            query?: never;
            header?: {
                /** @description One new key per submission (a UUID), sent again with every retry of it: a repeat of the same request with the same key, within 24 hours, gets the first successful answer back (with `Idempotent-Replayed: true`) and changes nothing. A key is the nurse's own; a failed request lets its key go. For a file upload the key stands for the route, not the file's bytes. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "currentPassword": "the-current-secret",
                 *       "newPassword": "a-new-secret"
                 *     }
                 */
                "application/json": {
                    currentPassword: string;
                    newPassword: string;
                };
            };
        };
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        user: {
                            email: string;
                            emailVerified: boolean;
                            id: string;
                            image: string | null;
                            name: string;
                        };
                    };
                };
            };
            /** @description Invalid input, a wrong current password ("Your current password is not correct.", in `error.fields.currentPassword`), or an account that signs in with Google. Also refused, by rules its schema cannot say: currentPassword is her password ("Your current password is not correct.") */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent from another site (its Origin is not this app's) and refused */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent with an Idempotency-Key whose first request is still running: "The same request is still being saved. Please wait a moment and try again." (Retry-After) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not sent as JSON (Content-Type: application/json) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An Idempotency-Key already used for a different request: "This Idempotency-Key was already used for a different request. Send a new key with each new request." */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on our side; nothing was changed */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getApiAuthGetSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        user: {
                            email: string;
                            emailVerified: boolean;
                            id: string;
                            image: string | null;
                            name: string;
                        };
                    } | null;
                };
            };
            /** @description Something went wrong on our side; nothing was changed */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getApiAuthListSessions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The sessions, this one first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        sessions: {
                            createdAt: string;
                            current: boolean;
                            device: string;
                            expiresAt: string;
                            id: string;
                            ipAddress: string | null;
                            lastActiveAt: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on our side; nothing was changed */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postApiAuthRequestPasswordReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "maya.okafor@example.com"
                 *     }
                 */
                "application/json": {
                    /** Format: email */
                    email: string;
                };
            };
        };
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: boolean;
                    };
                };
            };
            /** @description Invalid input: the message says what is wrong, and `error.fields` has a message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent from another site (its Origin is not this app's) and refused */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not sent as JSON (Content-Type: application/json) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on our side; nothing was changed */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postApiAuthResetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "token": "token-from-the-email",
                 *       "newPassword": "a-new-secret"
                 *     }
                 */
                "application/json": {
                    newPassword: string;
                    token: string;
                };
            };
        };
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: boolean;
                    };
                };
            };
            /** @description Invalid input, or a used or expired token: "This reset link is invalid or has expired. Please ask for a new one.". Also refused, by rules its schema cannot say: token is one a reset email sent, unused and less than an hour old ("This reset link is invalid or has expired. Please ask for a new one.") */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent from another site (its Origin is not this app's) and refused */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not sent as JSON (Content-Type: application/json) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on our side; nothing was changed */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postApiAuthRevokeOtherSessions: {
        parameters: {
            query?: never;
            header?: {
                /** @description One new key per submission (a UUID), sent again with every retry of it: a repeat of the same request with the same key, within 24 hours, gets the first successful answer back (with `Idempotent-Replayed: true`) and changes nothing. A key is the nurse's own; a failed request lets its key go. For a file upload the key stands for the route, not the file's bytes. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /** @example {} */
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: boolean;
                    };
                };
            };
            /** @description Invalid input: the message says what is wrong, and `error.fields` has a message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent from another site (its Origin is not this app's) and refused */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent with an Idempotency-Key whose first request is still running: "The same request is still being saved. Please wait a moment and try again." (Retry-After) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not sent as JSON (Content-Type: application/json) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An Idempotency-Key already used for a different request: "This Idempotency-Key was already used for a different request. Send a new key with each new request." */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on our side; nothing was changed */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postApiAuthSendVerificationEmail: {
        parameters: {
            query?: never;
            header?: {
                /** @description One new key per submission (a UUID), sent again with every retry of it: a repeat of the same request with the same key, within 24 hours, gets the first successful answer back (with `Idempotent-Replayed: true`) and changes nothing. A key is the nurse's own; a failed request lets its key go. For a file upload the key stands for the route, not the file's bytes. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /** @example {} */
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: boolean;
                    };
                };
            };
            /** @description Invalid input, or my address is confirmed already: "Your email address is already confirmed.". Also refused, by rules its schema cannot say: her address is not confirmed yet ("Your email address is already confirmed.") */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent from another site (its Origin is not this app's) and refused */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent with an Idempotency-Key whose first request is still running: "The same request is still being saved. Please wait a moment and try again." (Retry-After) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not sent as JSON (Content-Type: application/json) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An Idempotency-Key already used for a different request: "This Idempotency-Key was already used for a different request. Send a new key with each new request." */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on our side; nothing was changed */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postApiAuthSignInEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "maya.okafor@example.com",
                 *       "password": "a-long-secret",
                 *       "rememberMe": true
                 *     }
                 */
                "application/json": {
                    callbackURL?: string;
                    /** Format: email */
                    email: string;
                    password: string;
                    rememberMe?: boolean;
                };
            };
        };
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        user: {
                            email: string;
                            emailVerified: boolean;
                            id: string;
                            image: string | null;
                            name: string;
                        };
                    };
                };
            };
            /** @description Invalid input: the message says what is wrong, and `error.fields` has a message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A wrong email or password: "Invalid email or password." */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent from another site (its Origin is not this app's) and refused */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not sent as JSON (Content-Type: application/json) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on our side; nothing was changed */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postApiAuthSignInSocial: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "provider": "google",
                 *       "callbackURL": "/dashboard"
                 *     }
                 */
                "application/json": {
                    callbackURL?: string;
                    errorCallbackURL?: string;
                    /** @constant */
                    provider: "google";
                    /** @description An IANA time zone name, like America/Vancouver */
                    timezone?: string;
                };
            };
        };
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        url: string;
                    };
                };
            };
            /** @description Invalid input: the message says what is wrong, and `error.fields` has a message per field. Also refused, by rules its schema cannot say: the server has Google sign-in set up (GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET) ("Google sign-in is not set up on this server. Please use your email and password.") */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent from another site (its Origin is not this app's) and refused */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not sent as JSON (Content-Type: application/json) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on our side; nothing was changed */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postApiAuthSignOut: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                    };
                };
            };
            /** @description Sent from another site (its Origin is not this app's) and refused */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on our side; nothing was changed */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postApiAuthSignUpEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "firstName": "Maya",
                 *       "lastName": "Okafor",
                 *       "email": "maya.okafor@example.com",
                 *       "password": "a-long-secret",
                 *       "timezone": "America/Vancouver"
                 *     }
                 */
                "application/json": {
                    callbackURL?: string;
                    /** Format: email */
                    email: string;
                    firstName: string & (unknown & unknown);
                    lastName: string & (unknown & unknown);
                    password: string;
                    /** @description An IANA time zone name, like America/Vancouver */
                    timezone?: string;
                };
            };
        };
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        user: {
                            email: string;
                            emailVerified: boolean;
                            id: string;
                            image: string | null;
                            name: string;
                        };
                    };
                };
            };
            /** @description Invalid input: the message says what is wrong, and `error.fields` has a message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent from another site (its Origin is not this app's) and refused */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not sent as JSON (Content-Type: application/json) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The address already has an account: "An account with this email already exists. Log in instead, or reset your password." */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on our side; nothing was changed */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getApiAuthVerifyEmail: {
        parameters: {
            query: {
                callbackURL?: string;
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Redirect */
            302: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input: the message says what is wrong, and `error.fields` has a message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on our side; nothing was changed */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getApiCalendar: {
        parameters: {
            query: {
                from: string;
                to: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Shifts per day, the shift types they use, note counts, today */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        from: string;
                        noteCounts: {
                            [key: string]: number;
                        };
                        shifts: {
                            date: string;
                            flags?: ("charge" | "preceptor" | "orientee" | "float" | "onCall" | "overtime" | "education" | "trade")[];
                            floatTo?: string;
                            rotationId?: string;
                            shiftTypeId: string;
                            /** @enum {string} */
                            source: "applied" | "dated";
                        }[];
                        shiftTypes: {
                            color: string;
                            endTime: string;
                            icon: string;
                            id: string;
                            location: string;
                            name: string;
                            nickname: string;
                            paidHours: number;
                            startTime: string;
                            symbol: ("trade" | "overtime" | "oncall" | "education") | null;
                        }[];
                        timeOff: {
                            date: string;
                            /** @enum {string} */
                            kind: "vacation" | "sick" | "statHoliday" | "leave";
                        }[];
                        timeZone: string;
                        to: string;
                        today: string;
                    };
                };
            };
            /** @description Invalid input: `error.fields` has a message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on our side; nothing was changed */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getApiCalendarIcs: {
        parameters: {
            query: {
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description iCalendar feed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/calendar": unknown;
                };
            };
            /** @description Invalid input: `error.fields` has a message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No feed has this token (never made, or regenerated since) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on our side; nothing was changed */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putApiCalendarDate: {
        parameters: {
            query?: never;
            header?: {
                /** @description One new key per submission (a UUID), sent again with every retry of it: a repeat of the same request with the same key, within 24 hours, gets the first successful answer back (with `Idempotent-Replayed: true`) and changes nothing. A key is the nurse's own; a failed request lets its key go. For a file upload the key stands for the route, not the file's bytes. */
                "Idempotency-Key"?: string;
                /** @description Change it only if it is still the version the caller saw, what the day holds: "shift:<shiftTypeId>" or "off:<kind>" (If-None-Match: * for an empty day), in double quotes; else 412 and nothing changes. Sent by a change that waited offline (decision 057). */
                "If-Match"?: string;
                /** @description `*`: change it only if nothing is there yet (the caller saw nothing); else 412 and nothing changes. */
                "If-None-Match"?: "*";
            };
            path: {
                date: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "shiftTypeId": "0b4f8a0e-2d8c-4c1e-9a57-3f1d2b6c7e90",
                 *       "flags": [
                 *         "charge",
                 *         "float"
                 *       ],
                 *       "floatTo": "4 West"
                 *     }
                 */
                "application/json": {
                    flags?: ("charge" | "preceptor" | "orientee" | "float" | "onCall" | "overtime" | "education" | "trade")[];
                    floatTo?: string | null;
                    /** Format: uuid */
                    shiftTypeId?: string;
                    /** @enum {string} */
                    timeOff?: "vacation" | "sick" | "statHoliday" | "leave";
                };
            };
        };
        responses: {
            /** @description Applied: the day as it is now, with the change's id for undo */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        changeId: string | null;
                        date: string;
                        flags: ("charge" | "preceptor" | "orientee" | "float" | "onCall" | "overtime" | "education" | "trade")[];
                        floatTo: string | null;
                        shiftTypeId: string | null;
                        /** @constant */
                        source: "applied";
                        timeOff: ("vacation" | "sick" | "statHoliday" | "leave") | null;
                    };
                };
            };
            /** @description Invalid input: `error.fields` has a message per field. Also refused, by rules its schema cannot say: a shiftTypeId or a timeOff is sent ("Shift id is not valid"); not both shiftTypeId and timeOff ("A day holds a shift or time off, not both"); no flags or floatTo with timeOff ("Flags go on a shift, not on time off"); floatTo only with the float flag ("Float to goes with the float flag") */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent from another site (its Origin is not this app's) and refused */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such shift type of yours; nothing changed */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent with an Idempotency-Key whose first request is still running: "The same request is still being saved. Please wait a moment and try again." (Retry-After) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Changed since the version named by If-Match (or If-None-Match: *): nothing was changed */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not sent as JSON (Content-Type: application/json) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An Idempotency-Key already used for a different request: "This Idempotency-Key was already used for a different request. Send a new key with each new request." */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on our side; nothing was changed */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteApiCalendarDate: {
        parameters: {
            query?: never;
            header?: {
                /** @description One new key per submission (a UUID), sent again with every retry of it: a repeat of the same request with the same key, within 24 hours, gets the first successful answer back (with `Idempotent-Replayed: true`) and changes nothing. A key is the nurse's own; a failed request lets its key go. For a file upload the key stands for the route, not the file's bytes. */
                "Idempotency-Key"?: string;
                /** @description Change it only if it is still the version the caller saw, what the day holds: "shift:<shiftTypeId>" or "off:<kind>" (If-None-Match: * for an empty day), in double quotes; else 412 and nothing changes. Sent by a change that waited offline (decision 057). */
                "If-Match"?: string;
                /** @description `*`: change it only if nothing is there yet (the caller saw nothing); else 412 and nothing changes. */
                "If-None-Match"?: "*";
            };
            path: {
                date: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input: `error.fields` has a message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent from another site (its Origin is not this app's) and refused */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description There was no shift applied on that day */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent with an Idempotency-Key whose first request is still running: "The same request is still being saved. Please wait a moment and try again." (Retry-After) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Changed since the version named by If-Match (or If-None-Match: *): nothing was changed */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An Idempotency-Key already used for a different request: "This Idempotency-Key was already used for a different request. Send a new key with each new request." */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on our side; nothing was changed */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postApiCalendarBatch: {
        parameters: {
            query?: never;
            header?: {
                /** @description One new key per submission (a UUID), sent again with every retry of it: a repeat of the same request with the same key, within 24 hours, gets the first successful answer back (with `Idempotent-Replayed: true`) and changes nothing. A key is the nurse's own; a failed request lets its key go. For a file upload the key stands for the route, not the file's bytes. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "dates": [
                 *         "2026-12-01",
                 *         "2026-12-02",
                 *         "2026-12-03"
                 *       ],
                 *       "shiftTypeId": "0b4f8a0e-2d8c-4c1e-9a57-3f1d2b6c7e90"
                 *     }
                 */
                "application/json": {
                    dates: string[];
                    shiftTypeId: string | null;
                    /** @enum {string} */
                    timeOff?: "vacation" | "sick" | "statHoliday" | "leave";
                };
            };
        };
        responses: {
            /** @description The days that changed, with the change's id for undo */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        changeId: string | null;
                        days: {
                            date: string;
                            shiftTypeId: string | null;
                            /** @enum {string} */
                            timeOff?: "vacation" | "sick" | "statHoliday" | "leave";
                        }[];
                        summary: string;
                    };
                };
            };
            /** @description Invalid input: `error.fields` has a message per field. Also refused, by rules its schema cannot say: timeOff with a shiftTypeId ("A day holds a shift or time off, not both") */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent from another site (its Origin is not this app's) and refused */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such shift type of yours; nothing changed */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent with an Idempotency-Key whose first request is still running: "The same request is still being saved. Please wait a moment and try again." (Retry-After) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not sent as JSON (Content-Type: application/json) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An Idempotency-Key already used for a different request: "This Idempotency-Key was already used for a different request. Send a new key with each new request." */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on our side; nothing was changed */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postApiCalendarImport: {
        parameters: {
            query?: never;
            header?: {
                /** @description One new key per submission (a UUID), sent again with every retry of it: a repeat of the same request with the same key, within 24 hours, gets the first successful answer back (with `Idempotent-Replayed: true`) and changes nothing. A key is the nurse's own; a failed request lets its key go. For a file upload the key stands for the route, not the file's bytes. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    file: string;
                };
            };
        };
        responses: {
            /** @description The proposals, for her to review (none when nothing was found) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        layout: "list" | "grid" | "none";
                        proposals: {
                            date: string;
                            end: string;
                            label: string;
                            shiftTypeId: string | null;
                            start: string;
                        }[];
                        /** @enum {string} */
                        source: "ocr" | "llm";
                    };
                };
            };
            /** @description Invalid input: `error.fields` has a message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent from another site (its Origin is not this app's) and refused */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent with an Idempotency-Key whose first request is still running: "The same request is still being saved. Please wait a moment and try again." (Retry-After) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Larger than 20 MB, or too many pixels */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not a JPEG, PNG, WebP or HEIC image */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The OCR engine failed on this image; or An Idempotency-Key already used for a different request: "This Idempotency-Key was already used for a different request. Send a new key with each new request." */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many: more than 30 photo readings (cards and schedules) in 1 hour; too many uploads under way at once from my account or my network (Retry-After says when to try again) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on our side; nothing was changed */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Reading is busy (Retry-After) or took too long */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postApiCalendarImportApply: {
        parameters: {
            query?: never;
            header?: {
                /** @description One new key per submission (a UUID), sent again with every retry of it: a repeat of the same request with the same key, within 24 hours, gets the first successful answer back (with `Idempotent-Replayed: true`) and changes nothing. A key is the nurse's own; a failed request lets its key go. For a file upload the key stands for the route, not the file's bytes. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "days": [
                 *         {
                 *           "date": "2026-12-01",
                 *           "shiftTypeId": "0b4f8a0e-2d8c-4c1e-9a57-3f1d2b6c7e90"
                 *         },
                 *         {
                 *           "date": "2026-12-02",
                 *           "shiftTypeId": "7c2e1d4a-5b3f-4e8a-9c6d-1f2e3a4b5c6d"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    days: {
                        /** Format: date */
                        date: string;
                        /** Format: uuid */
                        shiftTypeId: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description The days that changed, with the change's id for undo */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        changeId: string | null;
                        days: {
                            date: string;
                            shiftTypeId: string | null;
                            /** @enum {string} */
                            timeOff?: "vacation" | "sick" | "statHoliday" | "leave";
                        }[];
                        summary: string;
                    };
                };
            };
            /** @description Invalid input: `error.fields` has a message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent from another site (its Origin is not this app's) and refused */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such shift type of yours; nothing changed */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent with an Idempotency-Key whose first request is still running: "The same request is still being saved. Please wait a moment and try again." (Retry-After) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not sent as JSON (Content-Type: application/json) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An Idempotency-Key already used for a different request: "This Idempotency-Key was already used for a different request. Send a new key with each new request." */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on our side; nothing was changed */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getApiCalendarSubscription: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description On or off; url is always null here */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        active: boolean;
                        url: string | null;
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on our side; nothing was changed */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postApiCalendarSubscription: {
        parameters: {
            query?: never;
            header?: {
                /** @description One new key per submission (a UUID), sent again with every retry of it: a repeat of the same request with the same key, within 24 hours, gets the first successful answer back (with `Idempotent-Replayed: true`) and changes nothing. A key is the nurse's own; a failed request lets its key go. For a file upload the key stands for the route, not the file's bytes. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The new feed address */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        active: boolean;
                        url: string | null;
                    };
                };
            };
            /** @description Invalid input: the message says what is wrong, and `error.fields` has a message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent from another site (its Origin is not this app's) and refused */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent with an Idempotency-Key whose first request is still running: "The same request is still being saved. Please wait a moment and try again." (Retry-After) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An Idempotency-Key already used for a different request: "This Idempotency-Key was already used for a different request. Send a new key with each new request." */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on our side; nothing was changed */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getApiCalendarUndo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The latest change, or null */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        last: {
                            at: string;
                            id: string;
                            /** @enum {string} */
                            kind: "tap" | "clear" | "batch" | "rotation";
                            summary: string;
                        } | null;
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on our side; nothing was changed */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postApiCalendarUndo: {
        parameters: {
            query?: never;
            header?: {
                /** @description One new key per submission (a UUID), sent again with every retry of it: a repeat of the same request with the same key, within 24 hours, gets the first successful answer back (with `Idempotent-Replayed: true`) and changes nothing. A key is the nurse's own; a failed request lets its key go. For a file upload the key stands for the route, not the file's bytes. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "6a1f0c2e-8b1d-4c55-9f0e-2b7d3c9a1e44"
                 *     }
                 */
                "application/json": {
                    /** Format: uuid */
                    id?: string;
                };
            };
        };
        responses: {
            /** @description Undone; the days put back */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        days: {
                            date: string;
                            shiftTypeId: string | null;
                            /** @enum {string} */
                            timeOff?: "vacation" | "sick" | "statHoliday" | "leave";
                        }[];
                        id: string;
                        /** @enum {string} */
                        kind: "tap" | "clear" | "batch" | "rotation";
                        summary: string;
                    };
                };
            };
            /** @description Invalid input: `error.fields` has a message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent from another site (its Origin is not this app's) and refused */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such change of hers to undo (already undone, too old, or none) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent with an Idempotency-Key whose first request is still running: "The same request is still being saved. Please wait a moment and try again." (Retry-After) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not sent as JSON (Content-Type: application/json) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An Idempotency-Key already used for a different request: "This Idempotency-Key was already used for a different request. Send a new key with each new request." */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on our side; nothing was changed */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getApiCertifications: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The certifications and the day their statuses are for */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        certifications: {
                            backPhotoUrl: string | null;
                            category: string;
                            completionDate: string | null;
                            createdAt: string;
                            expiryDate: string | null;
                            frontPhotoUrl: string | null;
                            id: string;
                            name: string;
                            noExpiry: boolean;
                            renewalSource: string;
                            renewalUrl: string;
                            /** @enum {string} */
                            status: "valid" | "expiring" | "expired";
                            statusDetail: string;
                            statusLabel: string;
                        }[];
                        today: string;
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on our side; nothing was changed */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postApiCertifications: {
        parameters: {
            query?: never;
            header?: {
                /** @description One new key per submission (a UUID), sent again with every retry of it: a repeat of the same request with the same key, within 24 hours, gets the first successful answer back (with `Idempotent-Replayed: true`) and changes nothing. A key is the nurse's own; a failed request lets its key go. For a file upload the key stands for the route, not the file's bytes. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "BLS Provider",
                 *       "category": "Life Support",
                 *       "completionDate": "2025-03-12",
                 *       "expiryDate": "2027-03-31",
                 *       "noExpiry": false
                 *     }
                 */
                "application/json": {
                    /** @default  */
                    category?: string;
                    /** Format: date */
                    completionDate?: string | null;
                    /** Format: date */
                    expiryDate?: string | null;
                    name: string & (unknown & unknown);
                    /** @default false */
                    noExpiry?: boolean;
                };
            };
        };
        responses: {
            /** @description Added */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        backPhotoUrl: string | null;
                        category: string;
                        completionDate: string | null;
                        createdAt: string;
                        expiryDate: string | null;
                        frontPhotoUrl: string | null;
                        id: string;
                        name: string;
                        noExpiry: boolean;
                        renewalSource: string;
                        renewalUrl: string;
                        /** @enum {string} */
                        status: "valid" | "expiring" | "expired";
                        statusDetail: string;
                        statusLabel: string;
                    };
                };
            };
            /** @description Invalid input: `error.fields` has a message per field. Also refused, by rules its schema cannot say: expiryDate is not before completionDate (unless noExpiry) ("Expiry date cannot be before the completion date") */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent from another site (its Origin is not this app's) and refused */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent with an Idempotency-Key whose first request is still running: "The same request is still being saved. Please wait a moment and try again." (Retry-After) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not sent as JSON (Content-Type: application/json) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An Idempotency-Key already used for a different request: "This Idempotency-Key was already used for a different request. Send a new key with each new request." */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on our side; nothing was changed */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getApiCertificationsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The certification */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        backPhotoUrl: string | null;
                        category: string;
                        completionDate: string | null;
                        createdAt: string;
                        expiryDate: string | null;
                        frontPhotoUrl: string | null;
                        id: string;
                        name: string;
                        noExpiry: boolean;
                        renewalSource: string;
                        renewalUrl: string;
                        /** @enum {string} */
                        status: "valid" | "expiring" | "expired";
                        statusDetail: string;
                        statusLabel: string;
                    };
                };
            };
            /** @description Invalid input: `error.fields` has a message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such certification of yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on our side; nothing was changed */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putApiCertificationsId: {
        parameters: {
            query?: never;
            header?: {
                /** @description One new key per submission (a UUID), sent again with every retry of it: a repeat of the same request with the same key, within 24 hours, gets the first successful answer back (with `Idempotent-Replayed: true`) and changes nothing. A key is the nurse's own; a failed request lets its key go. For a file upload the key stands for the route, not the file's bytes. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "BLS Provider",
                 *       "category": "Life Support",
                 *       "completionDate": "2025-03-12",
                 *       "expiryDate": "2027-03-31",
                 *       "noExpiry": false
                 *     }
                 */
                "application/json": {
                    /** @default  */
                    category?: string;
                    /** Format: date */
                    completionDate?: string | null;
                    /** Format: date */
                    expiryDate?: string | null;
                    name: string & (unknown & unknown);
                    /** @default false */
                    noExpiry?: boolean;
                };
            };
        };
        responses: {
            /** @description Saved */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        backPhotoUrl: string | null;
                        category: string;
                        completionDate: string | null;
                        createdAt: string;
                        expiryDate: string | null;
                        frontPhotoUrl: string | null;
                        id: string;
                        name: string;
                        noExpiry: boolean;
                        renewalSource: string;
                        renewalUrl: string;
                        /** @enum {string} */
                        status: "valid" | "expiring" | "expired";
                        statusDetail: string;
                        statusLabel: string;
                    };
                };
            };
            /** @description Invalid input: `error.fields` has a message per field. Also refused, by rules its schema cannot say: expiryDate is not before completionDate (unless noExpiry) ("Expiry date cannot be before the completion date") */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent from another site (its Origin is not this app's) and refused */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such certification of yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent with an Idempotency-Key whose first request is still running: "The same request is still being saved. Please wait a moment and try again." (Retry-After) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not sent as JSON (Content-Type: application/json) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An Idempotency-Key already used for a different request: "This Idempotency-Key was already used for a different request. Send a new key with each new request." */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on our side; nothing was changed */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteApiCertificationsId: {
        parameters: {
            query?: never;
            header?: {
                /** @description One new key per submission (a UUID), sent again with every retry of it: a repeat of the same request with the same key, within 24 hours, gets the first successful answer back (with `Idempotent-Replayed: true`) and changes nothing. A key is the nurse's own; a failed request lets its key go. For a file upload the key stands for the route, not the file's bytes. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                    };
                };
            };
            /** @description Invalid input: `error.fields` has a message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent from another site (its Origin is not this app's) and refused */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such certification of yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent with an Idempotency-Key whose first request is still running: "The same request is still being saved. Please wait a moment and try again." (Retry-After) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An Idempotency-Key already used for a different request: "This Idempotency-Key was already used for a different request. Send a new key with each new request." */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on our side; nothing was changed */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    patchApiCertificationsId: {
        parameters: {
            query?: never;
            header?: {
                /** @description One new key per submission (a UUID), sent again with every retry of it: a repeat of the same request with the same key, within 24 hours, gets the first successful answer back (with `Idempotent-Replayed: true`) and changes nothing. A key is the nurse's own; a failed request lets its key go. For a file upload the key stands for the route, not the file's bytes. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "expiryDate": "2029-03-31"
                 *     }
                 */
                "application/json": {
                    category?: string;
                    /** Format: date */
                    completionDate?: string | null;
                    /** Format: date */
                    expiryDate?: string | null;
                    name?: string & (unknown & unknown);
                    noExpiry?: boolean;
                };
            };
        };
        responses: {
            /** @description Saved */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        backPhotoUrl: string | null;
                        category: string;
                        completionDate: string | null;
                        createdAt: string;
                        expiryDate: string | null;
                        frontPhotoUrl: string | null;
                        id: string;
                        name: string;
                        noExpiry: boolean;
                        renewalSource: string;
                        renewalUrl: string;
                        /** @enum {string} */
                        status: "valid" | "expiring" | "expired";
                        statusDetail: string;
                        statusLabel: string;
                    };
                };
            };
            /** @description Invalid input: `error.fields` has a message per field. Also refused, by rules its schema cannot say: expiryDate is not before completionDate (unless noExpiry) ("Expiry date cannot be before the completion date") */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent from another site (its Origin is not this app's) and refused */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such certification of yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent with an Idempotency-Key whose first request is still running: "The same request is still being saved. Please wait a moment and try again." (Retry-After) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not sent as JSON (Content-Type: application/json) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An Idempotency-Key already used for a different request: "This Idempotency-Key was already used for a different request. Send a new key with each new request." */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on our side; nothing was changed */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postApiCertificationsIdBackPhoto: {
        parameters: {
            query?: never;
            header?: {
                /** @description One new key per submission (a UUID), sent again with every retry of it: a repeat of the same request with the same key, within 24 hours, gets the first successful answer back (with `Idempotent-Replayed: true`) and changes nothing. A key is the nurse's own; a failed request lets its key go. For a file upload the key stands for the route, not the file's bytes. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    file: string;
                };
            };
        };
        responses: {
            /** @description Saved; the certification with its photo links */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        backPhotoUrl: string | null;
                        category: string;
                        completionDate: string | null;
                        createdAt: string;
                        expiryDate: string | null;
                        frontPhotoUrl: string | null;
                        id: string;
                        name: string;
                        noExpiry: boolean;
                        renewalSource: string;
                        renewalUrl: string;
                        /** @enum {string} */
                        status: "valid" | "expiring" | "expired";
                        statusDetail: string;
                        statusLabel: string;
                    };
                };
            };
            /** @description Invalid input: `error.fields` has a message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent from another site (its Origin is not this app's) and refused */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such certification of yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent with an Idempotency-Key whose first request is still running: "The same request is still being saved. Please wait a moment and try again." (Retry-After) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Larger than 20 MB (refused while streaming), more pixels than the server decodes (80 MP; 50 MP for HEIC), or past my storage quota (the message names it and what is used) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not a JPEG, PNG, WebP or HEIC photo (checked by its bytes) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An Idempotency-Key already used for a different request: "This Idempotency-Key was already used for a different request. Send a new key with each new request." */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many: more than 100 uploads in 1 hour; too many uploads under way at once from my account or my network (Retry-After says when to try again) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on our side; nothing was changed */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteApiCertificationsIdBackPhoto: {
        parameters: {
            query?: never;
            header?: {
                /** @description One new key per submission (a UUID), sent again with every retry of it: a repeat of the same request with the same key, within 24 hours, gets the first successful answer back (with `Idempotent-Replayed: true`) and changes nothing. A key is the nurse's own; a failed request lets its key go. For a file upload the key stands for the route, not the file's bytes. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed; the certification */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        backPhotoUrl: string | null;
                        category: string;
                        completionDate: string | null;
                        createdAt: string;
                        expiryDate: string | null;
                        frontPhotoUrl: string | null;
                        id: string;
                        name: string;
                        noExpiry: boolean;
                        renewalSource: string;
                        renewalUrl: string;
                        /** @enum {string} */
                        status: "valid" | "expiring" | "expired";
                        statusDetail: string;
                        statusLabel: string;
                    };
                };
            };
            /** @description Invalid input: `error.fields` has a message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent from another site (its Origin is not this app's) and refused */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such certification of yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent with an Idempotency-Key whose first request is still running: "The same request is still being saved. Please wait a moment and try again." (Retry-After) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An Idempotency-Key already used for a different request: "This Idempotency-Key was already used for a different request. Send a new key with each new request." */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on our side; nothing was changed */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postApiCertificationsIdFrontPhoto: {
        parameters: {
            query?: never;
            header?: {
                /** @description One new key per submission (a UUID), sent again with every retry of it: a repeat of the same request with the same key, within 24 hours, gets the first successful answer back (with `Idempotent-Replayed: true`) and changes nothing. A key is the nurse's own; a failed request lets its key go. For a file upload the key stands for the route, not the file's bytes. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    file: string;
                };
            };
        };
        responses: {
            /** @description Saved; the certification with its photo links */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        backPhotoUrl: string | null;
                        category: string;
                        completionDate: string | null;
                        createdAt: string;
                        expiryDate: string | null;
                        frontPhotoUrl: string | null;
                        id: string;
                        name: string;
                        noExpiry: boolean;
                        renewalSource: string;
                        renewalUrl: string;
                        /** @enum {string} */
                        status: "valid" | "expiring" | "expired";
                        statusDetail: string;
                        statusLabel: string;
                    };
                };
            };
            /** @description Invalid input: `error.fields` has a message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent from another site (its Origin is not this app's) and refused */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such certification of yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent with an Idempotency-Key whose first request is still running: "The same request is still being saved. Please wait a moment and try again." (Retry-After) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Larger than 20 MB (refused while streaming), more pixels than the server decodes (80 MP; 50 MP for HEIC), or past my storage quota (the message names it and what is used) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not a JPEG, PNG, WebP or HEIC photo (checked by its bytes) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An Idempotency-Key already used for a different request: "This Idempotency-Key was already used for a different request. Send a new key with each new request." */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many: more than 100 uploads in 1 hour; too many uploads under way at once from my account or my network (Retry-After says when to try again) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on our side; nothing was changed */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteApiCertificationsIdFrontPhoto: {
        parameters: {
            query?: never;
            header?: {
                /** @description One new key per submission (a UUID), sent again with every retry of it: a repeat of the same request with the same key, within 24 hours, gets the first successful answer back (with `Idempotent-Replayed: true`) and changes nothing. A key is the nurse's own; a failed request lets its key go. For a file upload the key stands for the route, not the file's bytes. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed; the certification */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        backPhotoUrl: string | null;
                        category: string;
                        completionDate: string | null;
                        createdAt: string;
                        expiryDate: string | null;
                        frontPhotoUrl: string | null;
                        id: string;
                        name: string;
                        noExpiry: boolean;
                        renewalSource: string;
                        renewalUrl: string;
                        /** @enum {string} */
                        status: "valid" | "expiring" | "expired";
                        statusDetail: string;
                        statusLabel: string;
                    };
                };
            };
            /** @description Invalid input: `error.fields` has a message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent from another site (its Origin is not this app's) and refused */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such certification of yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent with an Idempotency-Key whose first request is still running: "The same request is still being saved. Please wait a moment and try again." (Retry-After) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An Idempotency-Key already used for a different request: "This Idempotency-Key was already used for a different request. Send a new key with each new request." */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on our side; nothing was changed */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postApiCertificationsExtract: {
        parameters: {
            query?: never;
            header?: {
                /** @description One new key per submission (a UUID), sent again with every retry of it: a repeat of the same request with the same key, within 24 hours, gets the first successful answer back (with `Idempotent-Replayed: true`) and changes nothing. A key is the nurse's own; a failed request lets its key go. For a file upload the key stands for the route, not the file's bytes. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    file: string;
                };
            };
        };
        responses: {
            /** @description The suggested fields, for the nurse to review (all empty when nothing was found on the photo) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        category: string;
                        completionDate: string | null;
                        datesSeen: string[];
                        expiryDate: string | null;
                        name: string;
                        noExpiry: boolean;
                        /** @enum {string} */
                        source: "ocr" | "llm";
                    };
                };
            };
            /** @description Invalid input: `error.fields` has a message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent from another site (its Origin is not this app's) and refused */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent with an Idempotency-Key whose first request is still running: "The same request is still being saved. Please wait a moment and try again." (Retry-After) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Larger than 20 MB, or too many pixels */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not a JPEG, PNG, WebP or HEIC photo */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The OCR engine failed on this photo; or An Idempotency-Key already used for a different request: "This Idempotency-Key was already used for a different request. Send a new key with each new request." */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many: more than 30 photo readings (cards and schedules) in 1 hour; too many uploads under way at once from my account or my network (Retry-After says when to try again) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on our side; nothing was changed */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Card reading is busy (Retry-After) or took too long */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getApiCertificationsPacketPdf: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The audit packet */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": unknown;
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many: more than 60 PDFs made in 15 minutes (Retry-After says when to try again) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on our side; nothing was changed */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is busy making PDFs (Retry-After), or making this one took too long */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postApiCertificationsPhotoPreview: {
        parameters: {
            query?: never;
            header?: {
                /** @description One new key per submission (a UUID), sent again with every retry of it: a repeat of the same request with the same key, within 24 hours, gets the first successful answer back (with `Idempotent-Replayed: true`) and changes nothing. A key is the nurse's own; a failed request lets its key go. For a file upload the key stands for the route, not the file's bytes. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    file: string;
                };
            };
        };
        responses: {
            /** @description The photo as a JPEG at most 480 px on its long side */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/jpeg": unknown;
                };
            };
            /** @description Invalid input: `error.fields` has a message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent from another site (its Origin is not this app's) and refused */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent with an Idempotency-Key whose first request is still running: "The same request is still being saved. Please wait a moment and try again." (Retry-After) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Larger than 20 MB, or more than 50 MP (read from its header) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not a HEIC photo, or one that cannot be decoded */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An Idempotency-Key already used for a different request: "This Idempotency-Key was already used for a different request. Send a new key with each new request." */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many: more than 100 uploads in 1 hour; too many uploads under way at once from my account or my network (Retry-After says when to try again) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on our side; nothing was changed */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is busy making previews (Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getApiColleagues: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The network, oldest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        colleagues: {
                            color: string;
                            createdAt: string;
                            email: string;
                            id: string;
                            initials: string;
                            name: string;
                            /** @enum {string} */
                            status: "connected" | "invited" | "expired" | "incoming";
                        }[];
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on our side; nothing was changed */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postApiColleagues: {
        parameters: {
            query?: never;
            header?: {
                /** @description One new key per submission (a UUID), sent again with every retry of it: a repeat of the same request with the same key, within 24 hours, gets the first successful answer back (with `Idempotent-Replayed: true`) and changes nothing. A key is the nurse's own; a failed request lets its key go. For a file upload the key stands for the route, not the file's bytes. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Jordan Lee",
                 *       "email": "jordan.lee@example.com"
                 *     }
                 */
                "application/json": {
                    /** @description One of the palette's colours */
                    color?: string;
                    /** Format: email */
                    email: string;
                    name: string & (unknown & unknown);
                };
            };
        };
        responses: {
            /** @description Invited (an email goes out) */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        color: string;
                        createdAt: string;
                        email: string;
                        id: string;
                        initials: string;
                        name: string;
                        /** @enum {string} */
                        status: "connected" | "invited" | "expired" | "incoming";
                    };
                };
            };
            /** @description Invalid input: `error.fields` has a message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description My email address is not confirmed yet (`error.code` is `email_not_confirmed`): nothing is sent */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Already invited (within the last 30 days), already connected, or they already invited me; or Sent with an Idempotency-Key whose first request is still running: "The same request is still being saved. Please wait a moment and try again." (Retry-After) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not sent as JSON (Content-Type: application/json) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An Idempotency-Key already used for a different request: "This Idempotency-Key was already used for a different request. Send a new key with each new request." */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many invitations; try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on our side; nothing was changed */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getApiColleaguesId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The colleague */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        color: string;
                        createdAt: string;
                        email: string;
                        id: string;
                        initials: string;
                        name: string;
                        /** @enum {string} */
                        status: "connected" | "invited" | "expired" | "incoming";
                    };
                };
            };
            /** @description Invalid input: `error.fields` has a message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not in my network */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on our side; nothing was changed */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteApiColleaguesId: {
        parameters: {
            query?: never;
            header?: {
                /** @description One new key per submission (a UUID), sent again with every retry of it: a repeat of the same request with the same key, within 24 hours, gets the first successful answer back (with `Idempotent-Replayed: true`) and changes nothing. A key is the nurse's own; a failed request lets its key go. For a file upload the key stands for the route, not the file's bytes. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                    };
                };
            };
            /** @description Invalid input: `error.fields` has a message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent from another site (its Origin is not this app's) and refused */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not in my network */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent with an Idempotency-Key whose first request is still running: "The same request is still being saved. Please wait a moment and try again." (Retry-After) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An Idempotency-Key already used for a different request: "This Idempotency-Key was already used for a different request. Send a new key with each new request." */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on our side; nothing was changed */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    patchApiColleaguesId: {
        parameters: {
            query?: never;
            header?: {
                /** @description One new key per submission (a UUID), sent again with every retry of it: a repeat of the same request with the same key, within 24 hours, gets the first successful answer back (with `Idempotent-Replayed: true`) and changes nothing. A key is the nurse's own; a failed request lets its key go. For a file upload the key stands for the route, not the file's bytes. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Jordan (ICU)",
                 *       "color": "#16a34a"
                 *     }
                 */
                "application/json": {
                    /** @description One of the palette's colours */
                    color?: string;
                    name?: string & (unknown & unknown);
                };
            };
        };
        responses: {
            /** @description Changed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        color: string;
                        createdAt: string;
                        email: string;
                        id: string;
                        initials: string;
                        name: string;
                        /** @enum {string} */
                        status: "connected" | "invited" | "expired" | "incoming";
                    };
                };
            };
            /** @description Invalid input: `error.fields` has a message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent from another site (its Origin is not this app's) and refused */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not in my network */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent with an Idempotency-Key whose first request is still running: "The same request is still being saved. Please wait a moment and try again." (Retry-After) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not sent as JSON (Content-Type: application/json) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An Idempotency-Key already used for a different request: "This Idempotency-Key was already used for a different request. Send a new key with each new request." */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on our side; nothing was changed */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postApiColleaguesIdAccept: {
        parameters: {
            query?: never;
            header?: {
                /** @description One new key per submission (a UUID), sent again with every retry of it: a repeat of the same request with the same key, within 24 hours, gets the first successful answer back (with `Idempotent-Replayed: true`) and changes nothing. A key is the nurse's own; a failed request lets its key go. For a file upload the key stands for the route, not the file's bytes. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Connected */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        color: string;
                        createdAt: string;
                        email: string;
                        id: string;
                        initials: string;
                        name: string;
                        /** @enum {string} */
                        status: "connected" | "invited" | "expired" | "incoming";
                    };
                };
            };
            /** @description Invalid input: `error.fields` has a message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent from another site (its Origin is not this app's) and refused */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such invitation waiting for me */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description We are already connected; or Sent with an Idempotency-Key whose first request is still running: "The same request is still being saved. Please wait a moment and try again." (Retry-After) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An Idempotency-Key already used for a different request: "This Idempotency-Key was already used for a different request. Send a new key with each new request." */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on our side; nothing was changed */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postApiColleaguesIdDecline: {
        parameters: {
            query?: never;
            header?: {
                /** @description One new key per submission (a UUID), sent again with every retry of it: a repeat of the same request with the same key, within 24 hours, gets the first successful answer back (with `Idempotent-Replayed: true`) and changes nothing. A key is the nurse's own; a failed request lets its key go. For a file upload the key stands for the route, not the file's bytes. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Declined */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                    };
                };
            };
            /** @description Invalid input: `error.fields` has a message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent from another site (its Origin is not this app's) and refused */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such invitation waiting for me */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description We are already connected; or Sent with an Idempotency-Key whose first request is still running: "The same request is still being saved. Please wait a moment and try again." (Retry-After) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An Idempotency-Key already used for a different request: "This Idempotency-Key was already used for a different request. Send a new key with each new request." */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on our side; nothing was changed */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getApiColleaguesBlocks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Blocked addresses */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        blocks: {
                            /** @constant */
                            blocked: true;
                            createdAt: string;
                            email: string;
                            id: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on our side; nothing was changed */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postApiColleaguesBlocks: {
        parameters: {
            query?: never;
            header?: {
                /** @description One new key per submission (a UUID), sent again with every retry of it: a repeat of the same request with the same key, within 24 hours, gets the first successful answer back (with `Idempotent-Replayed: true`) and changes nothing. A key is the nurse's own; a failed request lets its key go. For a file upload the key stands for the route, not the file's bytes. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "someone@example.com"
                 *     }
                 */
                "application/json": {
                    /** Format: email */
                    email: string;
                };
            };
        };
        responses: {
            /** @description Blocked */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        blocked: true;
                        createdAt: string;
                        email: string;
                        id: string;
                    };
                };
            };
            /** @description Invalid input: `error.fields` has a message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent from another site (its Origin is not this app's) and refused */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent with an Idempotency-Key whose first request is still running: "The same request is still being saved. Please wait a moment and try again." (Retry-After) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not sent as JSON (Content-Type: application/json) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An Idempotency-Key already used for a different request: "This Idempotency-Key was already used for a different request. Send a new key with each new request." */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on our side; nothing was changed */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteApiColleaguesBlocksId: {
        parameters: {
            query?: never;
            header?: {
                /** @description One new key per submission (a UUID), sent again with every retry of it: a repeat of the same request with the same key, within 24 hours, gets the first successful answer back (with `Idempotent-Replayed: true`) and changes nothing. A key is the nurse's own; a failed request lets its key go. For a file upload the key stands for the route, not the file's bytes. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Unblocked */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                    };
                };
            };
            /** @description Invalid input: `error.fields` has a message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent from another site (its Origin is not this app's) and refused */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not an address I blocked */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent with an Idempotency-Key whose first request is still running: "The same request is still being saved. Please wait a moment and try again." (Retry-After) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An Idempotency-Key already used for a different request: "This Idempotency-Key was already used for a different request. Send a new key with each new request." */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on our side; nothing was changed */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getApiColleaguesShifts: {
        parameters: {
            query: {
                colleagueId?: string;
                from: string;
                to: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Shifts per person (`colleagues[].id` is the connection id) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        colleagues: {
                            id: string;
                            shifts: {
                                date: string;
                                end: string;
                                hospital: string;
                                name: string;
                                onCall?: boolean;
                                start: string;
                                unit: string;
                            }[];
                        }[];
                        from: string;
                        mine: {
                            date: string;
                            end: string;
                            hospital: string;
                            name: string;
                            onCall?: boolean;
                            start: string;
                            unit: string;
                        }[];
                        to: string;
                    };
                };
            };
            /** @description Invalid input: `error.fields` has a message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description colleagueId is not a connected colleague of mine */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on our side; nothing was changed */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getApiContacts: {
        parameters: {
            query?: {
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The contacts */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        contacts: {
                            createdAt: string;
                            email: string;
                            id: string;
                            name: string;
                            notes: string;
                            phone: string;
                            /** @enum {string} */
                            phoneType: "mobile" | "work" | "home" | "pager" | "other";
                            role: string;
                            unit: string;
                            updatedAt: string;
                        }[];
                    };
                };
            };
            /** @description Invalid input: `error.fields` has a message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on our side; nothing was changed */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postApiContacts: {
        parameters: {
            query?: never;
            header?: {
                /** @description One new key per submission (a UUID), sent again with every retry of it: a repeat of the same request with the same key, within 24 hours, gets the first successful answer back (with `Idempotent-Replayed: true`) and changes nothing. A key is the nurse's own; a failed request lets its key go. For a file upload the key stands for the route, not the file's bytes. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Ana Diaz",
                 *       "role": "Charge Nurse",
                 *       "unit": "ICU, Vancouver General",
                 *       "phone": "604-555-0101",
                 *       "phoneType": "work",
                 *       "email": "ana.diaz@example.org",
                 *       "notes": "Nights"
                 *     }
                 */
                "application/json": {
                    /** @default  */
                    email?: string | "" | unknown;
                    name: string & (unknown & unknown);
                    notes?: string;
                    /** @default  */
                    phone?: string & (unknown & unknown);
                    /**
                     * @default work
                     * @enum {string}
                     */
                    phoneType?: "mobile" | "work" | "home" | "pager" | "other";
                    /** @default  */
                    role?: string;
                    /** @default  */
                    unit?: string;
                };
            };
        };
        responses: {
            /** @description Added */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        createdAt: string;
                        email: string;
                        id: string;
                        name: string;
                        notes: string;
                        phone: string;
                        /** @enum {string} */
                        phoneType: "mobile" | "work" | "home" | "pager" | "other";
                        role: string;
                        unit: string;
                        updatedAt: string;
                    };
                };
            };
            /** @description Invalid input: `error.fields` has a message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent from another site (its Origin is not this app's) and refused */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent with an Idempotency-Key whose first request is still running: "The same request is still being saved. Please wait a moment and try again." (Retry-After) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not sent as JSON (Content-Type: application/json) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An Idempotency-Key already used for a different request: "This Idempotency-Key was already used for a different request. Send a new key with each new request." */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on our side; nothing was changed */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getApiContactsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The contact */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        createdAt: string;
                        email: string;
                        id: string;
                        name: string;
                        notes: string;
                        phone: string;
                        /** @enum {string} */
                        phoneType: "mobile" | "work" | "home" | "pager" | "other";
                        role: string;
                        unit: string;
                        updatedAt: string;
                    };
                };
            };
            /** @description Invalid input: `error.fields` has a message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such contact of yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on our side; nothing was changed */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteApiContactsId: {
        parameters: {
            query?: never;
            header?: {
                /** @description One new key per submission (a UUID), sent again with every retry of it: a repeat of the same request with the same key, within 24 hours, gets the first successful answer back (with `Idempotent-Replayed: true`) and changes nothing. A key is the nurse's own; a failed request lets its key go. For a file upload the key stands for the route, not the file's bytes. */
                "Idempotency-Key"?: string;
                /** @description Change it only if it is still the version the caller saw, its `updatedAt`, in double quotes; else 412 and nothing changes. Sent by a change that waited offline (decision 057). */
                "If-Match"?: string;
                /** @description `*`: change it only if nothing is there yet (the caller saw nothing); else 412 and nothing changes. */
                "If-None-Match"?: "*";
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                    };
                };
            };
            /** @description Invalid input: `error.fields` has a message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent from another site (its Origin is not this app's) and refused */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such contact of yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent with an Idempotency-Key whose first request is still running: "The same request is still being saved. Please wait a moment and try again." (Retry-After) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Changed since the version named by If-Match (or If-None-Match: *): nothing was changed */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An Idempotency-Key already used for a different request: "This Idempotency-Key was already used for a different request. Send a new key with each new request." */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on our side; nothing was changed */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    patchApiContactsId: {
        parameters: {
            query?: never;
            header?: {
                /** @description One new key per submission (a UUID), sent again with every retry of it: a repeat of the same request with the same key, within 24 hours, gets the first successful answer back (with `Idempotent-Replayed: true`) and changes nothing. A key is the nurse's own; a failed request lets its key go. For a file upload the key stands for the route, not the file's bytes. */
                "Idempotency-Key"?: string;
                /** @description Change it only if it is still the version the caller saw, its `updatedAt`, in double quotes; else 412 and nothing changes. Sent by a change that waited offline (decision 057). */
                "If-Match"?: string;
                /** @description `*`: change it only if nothing is there yet (the caller saw nothing); else 412 and nothing changes. */
                "If-None-Match"?: "*";
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "phone": "604-555-0199"
                 *     }
                 */
                "application/json": {
                    email?: string | "" | unknown;
                    name?: string & (unknown & unknown);
                    notes?: string;
                    phone?: string & (unknown & unknown);
                    /** @enum {string} */
                    phoneType?: "mobile" | "work" | "home" | "pager" | "other";
                    role?: string;
                    unit?: string;
                };
            };
        };
        responses: {
            /** @description Saved */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        createdAt: string;
                        email: string;
                        id: string;
                        name: string;
                        notes: string;
                        phone: string;
                        /** @enum {string} */
                        phoneType: "mobile" | "work" | "home" | "pager" | "other";
                        role: string;
                        unit: string;
                        updatedAt: string;
                    };
                };
            };
            /** @description Invalid input: `error.fields` has a message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent from another site (its Origin is not this app's) and refused */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such contact of yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent with an Idempotency-Key whose first request is still running: "The same request is still being saved. Please wait a moment and try again." (Retry-After) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Changed since the version named by If-Match (or If-None-Match: *): nothing was changed */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not sent as JSON (Content-Type: application/json) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An Idempotency-Key already used for a different request: "This Idempotency-Key was already used for a different request. Send a new key with each new request." */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on our side; nothing was changed */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getApiContactsIdVcard: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The vCard */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/vcard": unknown;
                };
            };
            /** @description Invalid input: `error.fields` has a message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such contact of yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on our side; nothing was changed */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postApiContactsImport: {
        parameters: {
            query?: never;
            header?: {
                /** @description One new key per submission (a UUID), sent again with every retry of it: a repeat of the same request with the same key, within 24 hours, gets the first successful answer back (with `Idempotent-Replayed: true`) and changes nothing. A key is the nurse's own; a failed request lets its key go. For a file upload the key stands for the route, not the file's bytes. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "vcf": "BEGIN:VCARD\r\nVERSION:2.1\r\nN;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:M=C3=BCller;J=C3=BCrgen;;;\r\nTEL;CELL:604-555-0101\r\nEND:VCARD\r\n",
                 *       "skipDuplicates": true
                 *     }
                 */
                "application/json": {
                    /** @default false */
                    skipDuplicates?: boolean;
                    vcf: string;
                };
            };
        };
        responses: {
            /** @description Imported */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        contacts: {
                            createdAt: string;
                            email: string;
                            id: string;
                            name: string;
                            notes: string;
                            phone: string;
                            /** @enum {string} */
                            phoneType: "mobile" | "work" | "home" | "pager" | "other";
                            role: string;
                            unit: string;
                            updatedAt: string;
                        }[];
                        duplicates: number;
                        imported: number;
                        skipped: {
                            card: number;
                            label: string;
                            reason: string;
                        }[];
                    };
                };
            };
            /** @description Invalid input: `error.fields` has a message per field. Also refused, by rules its schema cannot say: vcf is the text of a vCard file (BEGIN:VCARD … END:VCARD) ("That file is not a vCard (.vcf): nothing was imported."); vcf holds at most 500 cards ("That file has more than 500 contacts: nothing was imported."); a card of vcf can be a contact (it has a name, an organisation, a phone or an email) ("That vCard file has no contacts in it: nothing was imported.") */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent from another site (its Origin is not this app's) and refused */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent with an Idempotency-Key whose first request is still running: "The same request is still being saved. Please wait a moment and try again." (Retry-After) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not sent as JSON (Content-Type: application/json) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An Idempotency-Key already used for a different request: "This Idempotency-Key was already used for a different request. Send a new key with each new request." */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on our side; nothing was changed */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postApiContactsImportPreview: {
        parameters: {
            query?: never;
            header?: {
                /** @description One new key per submission (a UUID), sent again with every retry of it: a repeat of the same request with the same key, within 24 hours, gets the first successful answer back (with `Idempotent-Replayed: true`) and changes nothing. A key is the nurse's own; a failed request lets its key go. For a file upload the key stands for the route, not the file's bytes. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "vcf": "BEGIN:VCARD\r\nVERSION:2.1\r\nN;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:M=C3=BCller;J=C3=BCrgen;;;\r\nTEL;CELL:604-555-0101\r\nEND:VCARD\r\n"
                 *     }
                 */
                "application/json": {
                    vcf: string;
                };
            };
        };
        responses: {
            /** @description The file's contacts and skipped cards */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        contacts: {
                            duplicate: boolean;
                            name: string;
                        }[];
                        skipped: {
                            card: number;
                            label: string;
                            reason: string;
                        }[];
                    };
                };
            };
            /** @description Invalid input: `error.fields` has a message per field. Also refused, by rules its schema cannot say: vcf is the text of a vCard file (BEGIN:VCARD … END:VCARD) ("That file is not a vCard (.vcf): nothing was imported."); vcf holds at most 500 cards ("That file has more than 500 contacts: nothing was imported."); a card of vcf can be a contact (it has a name, an organisation, a phone or an email) ("That vCard file has no contacts in it: nothing was imported.") */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent from another site (its Origin is not this app's) and refused */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent with an Idempotency-Key whose first request is still running: "The same request is still being saved. Please wait a moment and try again." (Retry-After) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not sent as JSON (Content-Type: application/json) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An Idempotency-Key already used for a different request: "This Idempotency-Key was already used for a different request. Send a new key with each new request." */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on our side; nothing was changed */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getApiContactsVcard: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The vCards */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/vcard": unknown;
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on our side; nothing was changed */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getApiContracts: {
        parameters: {
            query?: {
                q?: string;
                status?: "all" | "upcoming" | "active" | "complete";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The contracts */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        contracts: {
                            attachmentCount: number;
                            baseWage: number | null;
                            city: string | null;
                            contractName: string | null;
                            country: string | null;
                            createdAt: string;
                            department: string | null;
                            durationDays: number | null;
                            employer: string | null;
                            endDate: string | null;
                            facility: string | null;
                            housingNotes: string | null;
                            housingOption: ("agency_provided" | "facility_provided" | "stipend" | "none") | null;
                            id: string;
                            provinceState: string | null;
                            startDate: string | null;
                            /** @enum {string} */
                            status: "upcoming" | "active" | "complete";
                            travelFromDriving: boolean;
                            travelFromFlying: boolean;
                            travelFromStipend: number | null;
                            travelToDriving: boolean;
                            travelToFlying: boolean;
                            travelToStipend: number | null;
                            unit: string | null;
                        }[];
                    };
                };
            };
            /** @description Invalid input: `error.fields` has a message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on our side; nothing was changed */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postApiContracts: {
        parameters: {
            query?: never;
            header?: {
                /** @description One new key per submission (a UUID), sent again with every retry of it: a repeat of the same request with the same key, within 24 hours, gets the first successful answer back (with `Idempotent-Replayed: true`) and changes nothing. A key is the nurse's own; a failed request lets its key go. For a file upload the key stands for the route, not the file's bytes. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "contractName": "ICU travel — Kamloops",
                 *       "employer": "Aya Healthcare",
                 *       "facility": "Royal Inland Hospital",
                 *       "department": "Critical Care",
                 *       "unit": "ICU",
                 *       "city": "Kamloops",
                 *       "provinceState": "BC",
                 *       "country": "Canada",
                 *       "startDate": "2026-01-05",
                 *       "endDate": "2026-04-04",
                 *       "baseWage": 68.5,
                 *       "housingOption": "stipend",
                 *       "housingNotes": "Furnished suite near the hospital",
                 *       "travelToStipend": 500,
                 *       "travelToDriving": true,
                 *       "travelToFlying": false,
                 *       "travelFromStipend": 500,
                 *       "travelFromDriving": true,
                 *       "travelFromFlying": false
                 *     }
                 */
                "application/json": {
                    baseWage?: number | "" | null;
                    city?: string | null;
                    contractName?: string | null;
                    country?: string | null;
                    department?: string | null;
                    employer?: string | null;
                    /** Format: date */
                    endDate?: string | null;
                    facility?: string | null;
                    housingNotes?: string | null;
                    housingOption?: string | null;
                    provinceState?: string | null;
                    /** Format: date */
                    startDate?: string | null;
                    travelFromDriving?: boolean | null;
                    travelFromFlying?: boolean | null;
                    travelFromStipend?: number | "" | null;
                    travelToDriving?: boolean | null;
                    travelToFlying?: boolean | null;
                    travelToStipend?: number | "" | null;
                    unit?: string | null;
                };
            };
        };
        responses: {
            /** @description Added */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        attachmentCount: number;
                        baseWage: number | null;
                        city: string | null;
                        contractName: string | null;
                        country: string | null;
                        createdAt: string;
                        department: string | null;
                        durationDays: number | null;
                        employer: string | null;
                        endDate: string | null;
                        facility: string | null;
                        housingNotes: string | null;
                        housingOption: ("agency_provided" | "facility_provided" | "stipend" | "none") | null;
                        id: string;
                        provinceState: string | null;
                        startDate: string | null;
                        /** @enum {string} */
                        status: "upcoming" | "active" | "complete";
                        travelFromDriving: boolean;
                        travelFromFlying: boolean;
                        travelFromStipend: number | null;
                        travelToDriving: boolean;
                        travelToFlying: boolean;
                        travelToStipend: number | null;
                        unit: string | null;
                    };
                };
            };
            /** @description Invalid input: `error.fields` has a message per field. Also refused, by rules its schema cannot say: contractName is a text, not blank (required to make one; a change may leave it out) ("Contract name is required"); endDate is not before startDate ("End date must be on or after the start date") */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent from another site (its Origin is not this app's) and refused */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent with an Idempotency-Key whose first request is still running: "The same request is still being saved. Please wait a moment and try again." (Retry-After) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not sent as JSON (Content-Type: application/json) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An Idempotency-Key already used for a different request: "This Idempotency-Key was already used for a different request. Send a new key with each new request." */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on our side; nothing was changed */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getApiContractsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The contract */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        attachmentCount: number;
                        baseWage: number | null;
                        city: string | null;
                        contractName: string | null;
                        country: string | null;
                        createdAt: string;
                        department: string | null;
                        durationDays: number | null;
                        employer: string | null;
                        endDate: string | null;
                        facility: string | null;
                        housingNotes: string | null;
                        housingOption: ("agency_provided" | "facility_provided" | "stipend" | "none") | null;
                        id: string;
                        provinceState: string | null;
                        startDate: string | null;
                        /** @enum {string} */
                        status: "upcoming" | "active" | "complete";
                        travelFromDriving: boolean;
                        travelFromFlying: boolean;
                        travelFromStipend: number | null;
                        travelToDriving: boolean;
                        travelToFlying: boolean;
                        travelToStipend: number | null;
                        unit: string | null;
                    };
                };
            };
            /** @description Invalid input: `error.fields` has a message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such contract of yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on our side; nothing was changed */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteApiContractsId: {
        parameters: {
            query?: never;
            header?: {
                /** @description One new key per submission (a UUID), sent again with every retry of it: a repeat of the same request with the same key, within 24 hours, gets the first successful answer back (with `Idempotent-Replayed: true`) and changes nothing. A key is the nurse's own; a failed request lets its key go. For a file upload the key stands for the route, not the file's bytes. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                    };
                };
            };
            /** @description Invalid input: `error.fields` has a message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent from another site (its Origin is not this app's) and refused */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such contract of yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent with an Idempotency-Key whose first request is still running: "The same request is still being saved. Please wait a moment and try again." (Retry-After) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An Idempotency-Key already used for a different request: "This Idempotency-Key was already used for a different request. Send a new key with each new request." */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on our side; nothing was changed */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    patchApiContractsId: {
        parameters: {
            query?: never;
            header?: {
                /** @description One new key per submission (a UUID), sent again with every retry of it: a repeat of the same request with the same key, within 24 hours, gets the first successful answer back (with `Idempotent-Replayed: true`) and changes nothing. A key is the nurse's own; a failed request lets its key go. For a file upload the key stands for the route, not the file's bytes. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "baseWage": 70
                 *     }
                 */
                "application/json": {
                    baseWage?: number | "" | null;
                    city?: string | null;
                    contractName?: string | null;
                    country?: string | null;
                    department?: string | null;
                    employer?: string | null;
                    /** Format: date */
                    endDate?: string | null;
                    facility?: string | null;
                    housingNotes?: string | null;
                    housingOption?: string | null;
                    provinceState?: string | null;
                    /** Format: date */
                    startDate?: string | null;
                    travelFromDriving?: boolean | null;
                    travelFromFlying?: boolean | null;
                    travelFromStipend?: number | "" | null;
                    travelToDriving?: boolean | null;
                    travelToFlying?: boolean | null;
                    travelToStipend?: number | "" | null;
                    unit?: string | null;
                };
            };
        };
        responses: {
            /** @description Changed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        attachmentCount: number;
                        baseWage: number | null;
                        city: string | null;
                        contractName: string | null;
                        country: string | null;
                        createdAt: string;
                        department: string | null;
                        durationDays: number | null;
                        employer: string | null;
                        endDate: string | null;
                        facility: string | null;
                        housingNotes: string | null;
                        housingOption: ("agency_provided" | "facility_provided" | "stipend" | "none") | null;
                        id: string;
                        provinceState: string | null;
                        startDate: string | null;
                        /** @enum {string} */
                        status: "upcoming" | "active" | "complete";
                        travelFromDriving: boolean;
                        travelFromFlying: boolean;
                        travelFromStipend: number | null;
                        travelToDriving: boolean;
                        travelToFlying: boolean;
                        travelToStipend: number | null;
                        unit: string | null;
                    };
                };
            };
            /** @description Invalid input: `error.fields` has a message per field. Also refused, by rules its schema cannot say: contractName is a text, not blank (required to make one; a change may leave it out) ("Contract name is required"); endDate is not before startDate ("End date must be on or after the start date") */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent from another site (its Origin is not this app's) and refused */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such contract of yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent with an Idempotency-Key whose first request is still running: "The same request is still being saved. Please wait a moment and try again." (Retry-After) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not sent as JSON (Content-Type: application/json) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An Idempotency-Key already used for a different request: "This Idempotency-Key was already used for a different request. Send a new key with each new request." */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on our side; nothing was changed */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getApiContractsIdAttachments: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The attachments */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        attachments: {
                            contractId: string;
                            createdAt: string;
                            id: string;
                            label: string;
                            /** @enum {string} */
                            mimeType: "application/pdf" | "image/jpeg" | "image/png" | "image/heic";
                            notes: string;
                            sizeBytes: number;
                        }[];
                    };
                };
            };
            /** @description Invalid input: the message says what is wrong, and `error.fields` has a message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such contract or attachment of yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on our side; nothing was changed */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postApiContractsIdAttachments: {
        parameters: {
            query?: never;
            header?: {
                /** @description One new key per submission (a UUID), sent again with every retry of it: a repeat of the same request with the same key, within 24 hours, gets the first successful answer back (with `Idempotent-Replayed: true`) and changes nothing. A key is the nurse's own; a failed request lets its key go. For a file upload the key stands for the route, not the file's bytes. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    file: string;
                    /**
                     * @description What the document is (required, not blank)
                     * @example Signed contract
                     */
                    label: string;
                    /**
                     * @description Notes about it
                     * @example Countersigned copy
                     */
                    notes?: string;
                };
            };
        };
        responses: {
            /** @description Attached */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        contractId: string;
                        createdAt: string;
                        id: string;
                        label: string;
                        /** @enum {string} */
                        mimeType: "application/pdf" | "image/jpeg" | "image/png" | "image/heic";
                        notes: string;
                        sizeBytes: number;
                    };
                };
            };
            /** @description Missing label: Please add a label for all attachments. (or no file) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent from another site (its Origin is not this app's) and refused */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such contract or attachment of yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The contract already has 100 attachments, or I have 1000 in all; or Sent with an Idempotency-Key whose first request is still running: "The same request is still being saved. Please wait a moment and try again." (Retry-After) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description File too large ({file} exceeds 25MB limit), or past my storage quota (the message names it and what is used; nothing is kept) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Invalid file type ({file} is not a supported format) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An Idempotency-Key already used for a different request: "This Idempotency-Key was already used for a different request. Send a new key with each new request." */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many: more than 100 uploads in 1 hour; too many uploads under way at once from my account or my network (Retry-After says when to try again) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on our side; nothing was changed */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getApiHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Healthy */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        database: {
                            /** @enum {string} */
                            kind: "embedded" | "postgres";
                            ok: boolean;
                        };
                        /** @enum {string} */
                        status: "ok" | "degraded";
                        uptimeSeconds: number;
                    };
                };
            };
            /** @description Something went wrong on our side; nothing was changed */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database does not answer */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        database: {
                            /** @enum {string} */
                            kind: "embedded" | "postgres";
                            ok: boolean;
                        };
                        /** @enum {string} */
                        status: "ok" | "degraded";
                        uptimeSeconds: number;
                    };
                };
            };
        };
    };
    getApiHolidays: {
        parameters: {
            query: {
                area?: string;
                from: string;
                to: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The area, the areas of its country to choose from, and the holidays by date */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        area: {
                            code: string;
                            name: string;
                        } | null;
                        areas: {
                            code: string;
                            name: string;
                        }[];
                        holidays: {
                            /** @description yyyy-MM-dd */
                            date: string;
                            name: string;
                        }[];
                    };
                };
            };
            /** @description Invalid range or an unknown area */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on our side; nothing was changed */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getApiJobBoard: {
        parameters: {
            query?: {
                q?: string;
                saved?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The postings (empty until an operator imports some) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        postings: {
                            city: string | null;
                            country: string | null;
                            createdAt: string;
                            description: string | null;
                            employer: string | null;
                            facility: string | null;
                            id: string;
                            payRate: number | null;
                            postedOn: string | null;
                            provinceState: string | null;
                            ref: string;
                            sample: boolean;
                            saved: boolean;
                            title: string;
                            url: string | null;
                        }[];
                    };
                };
            };
            /** @description Invalid search */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on our side; nothing was changed */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putApiJobBoardIdSaved: {
        parameters: {
            query?: never;
            header?: {
                /** @description One new key per submission (a UUID), sent again with every retry of it: a repeat of the same request with the same key, within 24 hours, gets the first successful answer back (with `Idempotent-Replayed: true`) and changes nothing. A key is the nurse's own; a failed request lets its key go. For a file upload the key stands for the route, not the file's bytes. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Saved */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        saved: boolean;
                    };
                };
            };
            /** @description That id is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent from another site (its Origin is not this app's) and refused */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such posting */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent with an Idempotency-Key whose first request is still running: "The same request is still being saved. Please wait a moment and try again." (Retry-After) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An Idempotency-Key already used for a different request: "This Idempotency-Key was already used for a different request. Send a new key with each new request." */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on our side; nothing was changed */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteApiJobBoardIdSaved: {
        parameters: {
            query?: never;
            header?: {
                /** @description One new key per submission (a UUID), sent again with every retry of it: a repeat of the same request with the same key, within 24 hours, gets the first successful answer back (with `Idempotent-Replayed: true`) and changes nothing. A key is the nurse's own; a failed request lets its key go. For a file upload the key stands for the route, not the file's bytes. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No longer saved */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        saved: boolean;
                    };
                };
            };
            /** @description That id is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent from another site (its Origin is not this app's) and refused */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not one of my saved postings */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent with an Idempotency-Key whose first request is still running: "The same request is still being saved. Please wait a moment and try again." (Retry-After) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An Idempotency-Key already used for a different request: "This Idempotency-Key was already used for a different request. Send a new key with each new request." */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on our side; nothing was changed */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getApiJobs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The jobs */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        jobs: {
                            createdAt: string;
                            department: string;
                            designation: string;
                            employer: string;
                            /** @enum {string} */
                            employmentTag: "none" | "staff" | "agency" | "contractor";
                            endDate: string | null;
                            facility: string | null;
                            /** @enum {string} */
                            fte: "none" | "full_time" | "part_time" | "casual" | "contract";
                            hourlyRate: number;
                            id: string;
                            location: string;
                            multipleSites: boolean;
                            notes: string;
                            startDate: string | null;
                            stillWorking: boolean;
                            unit: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on our side; nothing was changed */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postApiJobs: {
        parameters: {
            query?: never;
            header?: {
                /** @description One new key per submission (a UUID), sent again with every retry of it: a repeat of the same request with the same key, within 24 hours, gets the first successful answer back (with `Idempotent-Replayed: true`) and changes nothing. A key is the nurse's own; a failed request lets its key go. For a file upload the key stands for the route, not the file's bytes. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "facility": "Vancouver General Hospital",
                 *       "employer": "Vancouver Coastal Health",
                 *       "designation": "RN",
                 *       "unit": "ICU",
                 *       "startDate": "2022-03-01",
                 *       "stillWorking": true,
                 *       "hourlyRate": 52.4,
                 *       "employmentTag": "staff",
                 *       "fte": "full_time"
                 *     }
                 */
                "application/json": {
                    /** @default  */
                    department?: string;
                    designation: string & (unknown & unknown);
                    /** @default  */
                    employer?: string;
                    /**
                     * @default none
                     * @enum {string}
                     */
                    employmentTag?: "none" | "staff" | "agency" | "contractor";
                    /** @default null */
                    endDate?: string | null;
                    facility: string | null;
                    /**
                     * @default none
                     * @enum {string}
                     */
                    fte?: "none" | "full_time" | "part_time" | "casual" | "contract";
                    hourlyRate?: number;
                    /** @default  */
                    location?: string;
                    /** @default false */
                    multipleSites?: boolean;
                    /** @default  */
                    notes?: string;
                    /** Format: date */
                    startDate: string;
                    /** @default false */
                    stillWorking?: boolean;
                    /** @default  */
                    unit?: string;
                };
            };
        };
        responses: {
            /** @description Added */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        createdAt: string;
                        department: string;
                        designation: string;
                        employer: string;
                        /** @enum {string} */
                        employmentTag: "none" | "staff" | "agency" | "contractor";
                        endDate: string | null;
                        facility: string | null;
                        /** @enum {string} */
                        fte: "none" | "full_time" | "part_time" | "casual" | "contract";
                        hourlyRate: number;
                        id: string;
                        location: string;
                        multipleSites: boolean;
                        notes: string;
                        startDate: string | null;
                        stillWorking: boolean;
                        unit: string;
                    };
                };
            };
            /** @description Invalid input: `error.fields` has a message per field. Also refused, by rules its schema cannot say: facility is a text unless multipleSites is true ("Facility is required"); endDate is not before startDate ("End date must be on or after the start date") */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent from another site (its Origin is not this app's) and refused */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such job of yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent with an Idempotency-Key whose first request is still running: "The same request is still being saved. Please wait a moment and try again." (Retry-After) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not sent as JSON (Content-Type: application/json) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An Idempotency-Key already used for a different request: "This Idempotency-Key was already used for a different request. Send a new key with each new request." */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on our side; nothing was changed */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getApiJobsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The job */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        createdAt: string;
                        department: string;
                        designation: string;
                        employer: string;
                        /** @enum {string} */
                        employmentTag: "none" | "staff" | "agency" | "contractor";
                        endDate: string | null;
                        facility: string | null;
                        /** @enum {string} */
                        fte: "none" | "full_time" | "part_time" | "casual" | "contract";
                        hourlyRate: number;
                        id: string;
                        location: string;
                        multipleSites: boolean;
                        notes: string;
                        startDate: string | null;
                        stillWorking: boolean;
                        unit: string;
                    };
                };
            };
            /** @description Invalid input: `error.fields` has a message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such job of yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on our side; nothing was changed */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteApiJobsId: {
        parameters: {
            query?: never;
            header?: {
                /** @description One new key per submission (a UUID), sent again with every retry of it: a repeat of the same request with the same key, within 24 hours, gets the first successful answer back (with `Idempotent-Replayed: true`) and changes nothing. A key is the nurse's own; a failed request lets its key go. For a file upload the key stands for the route, not the file's bytes. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                    };
                };
            };
            /** @description Invalid input: `error.fields` has a message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent from another site (its Origin is not this app's) and refused */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such job of yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent with an Idempotency-Key whose first request is still running: "The same request is still being saved. Please wait a moment and try again." (Retry-After) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An Idempotency-Key already used for a different request: "This Idempotency-Key was already used for a different request. Send a new key with each new request." */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on our side; nothing was changed */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    patchApiJobsId: {
        parameters: {
            query?: never;
            header?: {
                /** @description One new key per submission (a UUID), sent again with every retry of it: a repeat of the same request with the same key, within 24 hours, gets the first successful answer back (with `Idempotent-Replayed: true`) and changes nothing. A key is the nurse's own; a failed request lets its key go. For a file upload the key stands for the route, not the file's bytes. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "hourlyRate": 54.1
                 *     }
                 */
                "application/json": {
                    department?: string;
                    designation?: string & (unknown & unknown);
                    employer?: string;
                    /** @enum {string} */
                    employmentTag?: "none" | "staff" | "agency" | "contractor";
                    endDate?: string | null;
                    facility?: string | null;
                    /** @enum {string} */
                    fte?: "none" | "full_time" | "part_time" | "casual" | "contract";
                    hourlyRate?: number;
                    location?: string;
                    multipleSites?: boolean;
                    notes?: string;
                    /** Format: date */
                    startDate?: string;
                    stillWorking?: boolean;
                    unit?: string;
                };
            };
        };
        responses: {
            /** @description Changed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        createdAt: string;
                        department: string;
                        designation: string;
                        employer: string;
                        /** @enum {string} */
                        employmentTag: "none" | "staff" | "agency" | "contractor";
                        endDate: string | null;
                        facility: string | null;
                        /** @enum {string} */
                        fte: "none" | "full_time" | "part_time" | "casual" | "contract";
                        hourlyRate: number;
                        id: string;
                        location: string;
                        multipleSites: boolean;
                        notes: string;
                        startDate: string | null;
                        stillWorking: boolean;
                        unit: string;
                    };
                };
            };
            /** @description Invalid input: `error.fields` has a message per field. Also refused, by rules its schema cannot say: facility is a text unless multipleSites is true ("Facility is required"); endDate is not before startDate ("End date must be on or after the start date") */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent from another site (its Origin is not this app's) and refused */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such job of yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent with an Idempotency-Key whose first request is still running: "The same request is still being saved. Please wait a moment and try again." (Retry-After) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not sent as JSON (Content-Type: application/json) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An Idempotency-Key already used for a different request: "This Idempotency-Key was already used for a different request. Send a new key with each new request." */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on our side; nothing was changed */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getApiNotes: {
        parameters: {
            query?: {
                from?: string;
                q?: string;
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The notes */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        notes: {
                            body: string;
                            createdAt: string;
                            date: string;
                            id: string;
                            shiftName: string | null;
                            shiftTypeId: string | null;
                            text: string;
                            title: string;
                        }[];
                    };
                };
            };
            /** @description Invalid input: `error.fields` has a message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on our side; nothing was changed */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postApiNotes: {
        parameters: {
            query?: never;
            header?: {
                /** @description One new key per submission (a UUID), sent again with every retry of it: a repeat of the same request with the same key, within 24 hours, gets the first successful answer back (with `Idempotent-Replayed: true`) and changes nothing. A key is the nurse's own; a failed request lets its key go. For a file upload the key stands for the route, not the file's bytes. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "date": "2026-11-22",
                 *       "title": "Handover",
                 *       "text": "Bed 4 needs a new IV line at 10:00."
                 *     }
                 */
                "application/json": {
                    /** Format: date */
                    date: string;
                    shiftTypeId?: string | null;
                    text: string & (unknown & unknown);
                    title?: string;
                };
            };
        };
        responses: {
            /** @description Added */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        body: string;
                        createdAt: string;
                        date: string;
                        id: string;
                        shiftName: string | null;
                        shiftTypeId: string | null;
                        text: string;
                        title: string;
                    };
                };
            };
            /** @description Invalid input: `error.fields` has a message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent from another site (its Origin is not this app's) and refused */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The linked shift is not one of yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent with an Idempotency-Key whose first request is still running: "The same request is still being saved. Please wait a moment and try again." (Retry-After) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not sent as JSON (Content-Type: application/json) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An Idempotency-Key already used for a different request: "This Idempotency-Key was already used for a different request. Send a new key with each new request." */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on our side; nothing was changed */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteApiNotesId: {
        parameters: {
            query?: never;
            header?: {
                /** @description One new key per submission (a UUID), sent again with every retry of it: a repeat of the same request with the same key, within 24 hours, gets the first successful answer back (with `Idempotent-Replayed: true`) and changes nothing. A key is the nurse's own; a failed request lets its key go. For a file upload the key stands for the route, not the file's bytes. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                    };
                };
            };
            /** @description Invalid input: `error.fields` has a message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent from another site (its Origin is not this app's) and refused */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such note of yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent with an Idempotency-Key whose first request is still running: "The same request is still being saved. Please wait a moment and try again." (Retry-After) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An Idempotency-Key already used for a different request: "This Idempotency-Key was already used for a different request. Send a new key with each new request." */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on our side; nothing was changed */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getApiPayEstimator: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The inputs */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        customDays: number;
                        /** @enum {string} */
                        frequency: "weekly" | "bi-weekly" | "monthly" | "custom";
                        holidayArea: string | null;
                        premiums: {
                            hourlyBonus: number;
                            hoursApplied: number;
                            name: string;
                        }[];
                        shifts: {
                            hourlyRate: number;
                            hoursScheduled: number;
                            jobId: string | null;
                            name: string;
                        }[];
                        updatedAt: string | null;
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on our side; nothing was changed */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putApiPayEstimator: {
        parameters: {
            query?: never;
            header?: {
                /** @description One new key per submission (a UUID), sent again with every retry of it: a repeat of the same request with the same key, within 24 hours, gets the first successful answer back (with `Idempotent-Replayed: true`) and changes nothing. A key is the nurse's own; a failed request lets its key go. For a file upload the key stands for the route, not the file's bytes. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "frequency": "bi-weekly",
                 *       "customDays": 14,
                 *       "shifts": [
                 *         {
                 *           "name": "Day Shift",
                 *           "hourlyRate": 30,
                 *           "hoursScheduled": 36,
                 *           "jobId": null
                 *         }
                 *       ],
                 *       "premiums": [
                 *         {
                 *           "name": "Night premium",
                 *           "hourlyBonus": 2.5,
                 *           "hoursApplied": 12
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    customDays: number;
                    /** @enum {string} */
                    frequency: "weekly" | "bi-weekly" | "monthly" | "custom";
                    /** @default null */
                    holidayArea?: string | null;
                    premiums: {
                        hourlyBonus: number;
                        hoursApplied: number;
                        name: string & (unknown & unknown);
                    }[];
                    shifts: {
                        hourlyRate: number;
                        hoursScheduled: number;
                        /** @default null */
                        jobId?: string | null;
                        name: string & (unknown & unknown);
                    }[];
                };
            };
        };
        responses: {
            /** @description The saved inputs */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        customDays: number;
                        /** @enum {string} */
                        frequency: "weekly" | "bi-weekly" | "monthly" | "custom";
                        holidayArea: string | null;
                        premiums: {
                            hourlyBonus: number;
                            hoursApplied: number;
                            name: string;
                        }[];
                        shifts: {
                            hourlyRate: number;
                            hoursScheduled: number;
                            jobId: string | null;
                            name: string;
                        }[];
                        updatedAt: string | null;
                    };
                };
            };
            /** @description Invalid input (message says which field) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent from another site (its Origin is not this app's) and refused */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent with an Idempotency-Key whose first request is still running: "The same request is still being saved. Please wait a moment and try again." (Retry-After) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not sent as JSON (Content-Type: application/json) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An Idempotency-Key already used for a different request: "This Idempotency-Key was already used for a different request. Send a new key with each new request." */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on our side; nothing was changed */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getApiPreferences: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The preferences */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        accentColor: string;
                        countdownDate: string | null;
                        dashboardLayout: {
                            hidden: string[];
                            order: string[];
                        };
                        quickLinks: string[];
                        /** @enum {string} */
                        region: "US" | "CA" | "UK" | "AU" | "EU";
                        reminders: {
                            certificationEmails: boolean;
                            certificationLeadDays: number;
                        };
                        updatedAt: string;
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on our side; nothing was changed */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    patchApiPreferences: {
        parameters: {
            query?: never;
            header?: {
                /** @description One new key per submission (a UUID), sent again with every retry of it: a repeat of the same request with the same key, within 24 hours, gets the first successful answer back (with `Idempotent-Replayed: true`) and changes nothing. A key is the nurse's own; a failed request lets its key go. For a file upload the key stands for the route, not the file's bytes. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "region": "CA",
                 *       "accentColor": "#0d9488"
                 *     }
                 */
                "application/json": {
                    accentColor?: string;
                    countdownDate?: string | null;
                    dashboardLayout?: {
                        hidden: ("quick-links" | "metronome" | "schedule" | "hours" | "alerts" | "contract" | "health" | "countdown" | "rate-counter" | "tap-tester" | "calculator" | "timer" | "stopwatch" | "todo" | "pay-estimator" | "seven-day-schedule" | "daily-learning" | "advertisement")[];
                        order: ("quick-links" | "metronome" | "schedule" | "hours" | "alerts" | "contract" | "health" | "countdown" | "rate-counter" | "tap-tester" | "calculator" | "timer" | "stopwatch" | "todo" | "pay-estimator" | "seven-day-schedule" | "daily-learning" | "advertisement")[];
                    };
                    quickLinks?: ("/account" | "/calendar" | "/certifications" | "/contacts" | "/resources" | "/health" | "/financial" | "/career-center" | "/tools/cpr-metronome" | "/tools/medication-calculator" | "/tools/unit-converter" | "/tools/rate-estimator")[];
                    /** @enum {string} */
                    region?: "US" | "CA" | "UK" | "AU" | "EU";
                    reminders?: {
                        certificationEmails: boolean;
                        certificationLeadDays: number;
                    };
                };
            };
        };
        responses: {
            /** @description The saved preferences */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        accentColor: string;
                        countdownDate: string | null;
                        dashboardLayout: {
                            hidden: string[];
                            order: string[];
                        };
                        quickLinks: string[];
                        /** @enum {string} */
                        region: "US" | "CA" | "UK" | "AU" | "EU";
                        reminders: {
                            certificationEmails: boolean;
                            certificationLeadDays: number;
                        };
                        updatedAt: string;
                    };
                };
            };
            /** @description Invalid input (message says which field) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent from another site (its Origin is not this app's) and refused */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent with an Idempotency-Key whose first request is still running: "The same request is still being saved. Please wait a moment and try again." (Retry-After) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not sent as JSON (Content-Type: application/json) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An Idempotency-Key already used for a different request: "This Idempotency-Key was already used for a different request. Send a new key with each new request." */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on our side; nothing was changed */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getApiProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The profile */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        avatarUrl: string | null;
                        countryCode: string | null;
                        /** @description yyyy-MM-dd */
                        dob: string | null;
                        email: string;
                        experienceDays: number | null;
                        gradDate: string | null;
                        hasPassword: boolean;
                        licenseDate: string | null;
                        name: string | null;
                        timezone: string;
                        today: string;
                        updatedAt: string;
                    };
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on our side; nothing was changed */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    patchApiProfile: {
        parameters: {
            query?: never;
            header?: {
                /** @description One new key per submission (a UUID), sent again with every retry of it: a repeat of the same request with the same key, within 24 hours, gets the first successful answer back (with `Idempotent-Replayed: true`) and changes nothing. A key is the nurse's own; a failed request lets its key go. For a file upload the key stands for the route, not the file's bytes. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Maya Okafor",
                 *       "dob": "1990-07-14",
                 *       "countryCode": "CA",
                 *       "timezone": "America/Vancouver",
                 *       "licenseDate": "2016-06-20",
                 *       "gradDate": "2016-04-29"
                 *     }
                 */
                "application/json": {
                    countryCode?: string | null;
                    dob?: string | null;
                    gradDate?: string | null;
                    licenseDate?: string | null;
                    name?: string & (unknown & unknown);
                    /** @description An IANA time zone name, like America/Vancouver */
                    timezone?: string;
                };
            };
        };
        responses: {
            /** @description The saved profile */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        avatarUrl: string | null;
                        countryCode: string | null;
                        /** @description yyyy-MM-dd */
                        dob: string | null;
                        email: string;
                        experienceDays: number | null;
                        gradDate: string | null;
                        hasPassword: boolean;
                        licenseDate: string | null;
                        name: string | null;
                        timezone: string;
                        today: string;
                        updatedAt: string;
                    };
                };
            };
            /** @description Invalid input (message says which field). Also refused, by rules its schema cannot say: dob is not after her today, in the time zone sent with it (else the one she has) ("Birthday can't be in the future.") */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent from another site (its Origin is not this app's) and refused */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent with an Idempotency-Key whose first request is still running: "The same request is still being saved. Please wait a moment and try again." (Retry-After) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not sent as JSON (Content-Type: application/json) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An Idempotency-Key already used for a different request: "This Idempotency-Key was already used for a different request. Send a new key with each new request." */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on our side; nothing was changed */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postApiProfileAvatar: {
        parameters: {
            query?: never;
            header?: {
                /** @description One new key per submission (a UUID), sent again with every retry of it: a repeat of the same request with the same key, within 24 hours, gets the first successful answer back (with `Idempotent-Replayed: true`) and changes nothing. A key is the nurse's own; a failed request lets its key go. For a file upload the key stands for the route, not the file's bytes. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    file: string;
                };
            };
        };
        responses: {
            /** @description Saved; its public URL */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        avatarUrl: string;
                    };
                };
            };
            /** @description Invalid input (message says which field) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent from another site (its Origin is not this app's) and refused */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent with an Idempotency-Key whose first request is still running: "The same request is still being saved. Please wait a moment and try again." (Retry-After) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Image size must be less than 5MB (or more pixels than the server decodes: 80 MP, 12 MP for AVIF, GIF, interlaced PNG), or past my storage quota (the message names it and what is used) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not an image (checked by its bytes) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An Idempotency-Key already used for a different request: "This Idempotency-Key was already used for a different request. Send a new key with each new request." */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many: more than 30 photo uploads in 1 hour; more than 100 uploads in 1 hour; too many uploads under way at once from my account or my network (Retry-After says when to try again) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on our side; nothing was changed */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getApiPushPublicKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The key (base64url) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        publicKey: string;
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on our side; nothing was changed */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getApiPushSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Her settings */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        certificationExpiry: boolean;
                        invitations: boolean;
                        quietEnd: string;
                        quietStart: string;
                        shiftEveningBefore: boolean;
                        shiftHoursBefore: number | null;
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on our side; nothing was changed */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    patchApiPushSettings: {
        parameters: {
            query?: never;
            header?: {
                /** @description One new key per submission (a UUID), sent again with every retry of it: a repeat of the same request with the same key, within 24 hours, gets the first successful answer back (with `Idempotent-Replayed: true`) and changes nothing. A key is the nurse's own; a failed request lets its key go. For a file upload the key stands for the route, not the file's bytes. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "shiftHoursBefore": 2,
                 *       "quietStart": "22:00",
                 *       "quietEnd": "07:00"
                 *     }
                 */
                "application/json": {
                    certificationExpiry?: boolean;
                    invitations?: boolean;
                    quietEnd?: string;
                    quietStart?: string;
                    shiftEveningBefore?: boolean;
                    shiftHoursBefore?: number | null;
                };
            };
        };
        responses: {
            /** @description Saved */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        certificationExpiry: boolean;
                        invitations: boolean;
                        quietEnd: string;
                        quietStart: string;
                        shiftEveningBefore: boolean;
                        shiftHoursBefore: number | null;
                    };
                };
            };
            /** @description Invalid input: `error.fields` has a message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent from another site (its Origin is not this app's) and refused */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent with an Idempotency-Key whose first request is still running: "The same request is still being saved. Please wait a moment and try again." (Retry-After) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not sent as JSON (Content-Type: application/json) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An Idempotency-Key already used for a different request: "This Idempotency-Key was already used for a different request. Send a new key with each new request." */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on our side; nothing was changed */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getApiPushSubscriptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Her devices */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        devices: {
                            createdAt: string;
                            device: string;
                            id: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on our side; nothing was changed */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postApiPushSubscriptions: {
        parameters: {
            query?: never;
            header?: {
                /** @description One new key per submission (a UUID), sent again with every retry of it: a repeat of the same request with the same key, within 24 hours, gets the first successful answer back (with `Idempotent-Replayed: true`) and changes nothing. A key is the nurse's own; a failed request lets its key go. For a file upload the key stands for the route, not the file's bytes. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "endpoint": "https://fcm.googleapis.com/fcm/send/abc",
                 *       "keys": {
                 *         "p256dh": "BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM",
                 *         "auth": "tBHItJI5svbpez7KI4CCXg"
                 *       },
                 *       "device": "Chrome on Android"
                 *     }
                 */
                "application/json": {
                    device?: string;
                    /** Format: uri */
                    endpoint: string;
                    keys: {
                        auth: string;
                        p256dh: string;
                    };
                };
            };
        };
        responses: {
            /** @description Saved */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        createdAt: string;
                        device: string;
                        id: string;
                    };
                };
            };
            /** @description Invalid input: `error.fields` has a message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent from another site (its Origin is not this app's) and refused */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent with an Idempotency-Key whose first request is still running: "The same request is still being saved. Please wait a moment and try again." (Retry-After) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not sent as JSON (Content-Type: application/json) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An Idempotency-Key already used for a different request: "This Idempotency-Key was already used for a different request. Send a new key with each new request." */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on our side; nothing was changed */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteApiPushSubscriptionsId: {
        parameters: {
            query?: never;
            header?: {
                /** @description One new key per submission (a UUID), sent again with every retry of it: a repeat of the same request with the same key, within 24 hours, gets the first successful answer back (with `Idempotent-Replayed: true`) and changes nothing. A key is the nurse's own; a failed request lets its key go. For a file upload the key stands for the route, not the file's bytes. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                    };
                };
            };
            /** @description Invalid input: `error.fields` has a message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent from another site (its Origin is not this app's) and refused */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such device of yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent with an Idempotency-Key whose first request is still running: "The same request is still being saved. Please wait a moment and try again." (Retry-After) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An Idempotency-Key already used for a different request: "This Idempotency-Key was already used for a different request. Send a new key with each new request." */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on our side; nothing was changed */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getApiPushTimers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Her waiting timers */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        timers: {
                            endsAt: string;
                            id: string;
                            label: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on our side; nothing was changed */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postApiPushTimers: {
        parameters: {
            query?: never;
            header?: {
                /** @description One new key per submission (a UUID), sent again with every retry of it: a repeat of the same request with the same key, within 24 hours, gets the first successful answer back (with `Idempotent-Replayed: true`) and changes nothing. A key is the nurse's own; a failed request lets its key go. For a file upload the key stands for the route, not the file's bytes. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "endsAt": "2026-11-27T14:37:00Z",
                 *       "label": "5-minute timer"
                 *     }
                 */
                "application/json": {
                    /** Format: date-time */
                    endsAt: string;
                    label: string;
                };
            };
        };
        responses: {
            /** @description Kept: its id cancels it */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                    };
                };
            };
            /** @description Invalid input: `error.fields` has a message per field. Also refused, by rules its schema cannot say: endsAt is after the server's now ("This timer has already ended"); endsAt is at most 24 hours after the server's now ("A timer can end at most 24 hours from now") */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent from another site (its Origin is not this app's) and refused */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent with an Idempotency-Key whose first request is still running: "The same request is still being saved. Please wait a moment and try again." (Retry-After) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not sent as JSON (Content-Type: application/json) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An Idempotency-Key already used for a different request: "This Idempotency-Key was already used for a different request. Send a new key with each new request." */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description I already have 5 timers waiting (`error.code` is `too_many_timers`) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on our side; nothing was changed */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteApiPushTimersId: {
        parameters: {
            query?: never;
            header?: {
                /** @description One new key per submission (a UUID), sent again with every retry of it: a repeat of the same request with the same key, within 24 hours, gets the first successful answer back (with `Idempotent-Replayed: true`) and changes nothing. A key is the nurse's own; a failed request lets its key go. For a file upload the key stands for the route, not the file's bytes. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Cancelled: no push goes */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                    };
                };
            };
            /** @description Invalid input: `error.fields` has a message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent from another site (its Origin is not this app's) and refused */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such timer of mine waiting (another nurse's, cancelled, or already sent) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent with an Idempotency-Key whose first request is still running: "The same request is still being saved. Please wait a moment and try again." (Retry-After) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An Idempotency-Key already used for a different request: "This Idempotency-Key was already used for a different request. Send a new key with each new request." */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on our side; nothing was changed */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getApiResume: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The resume */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        certificationIds: string[];
                        education: {
                            credential: string;
                            id: string;
                            school: string;
                            year: string;
                        }[];
                        experience: {
                            current: boolean;
                            description: string;
                            endDate: string | null;
                            facility: string;
                            id: string;
                            sourceContractId: string | null;
                            sourceJobId: string | null;
                            startDate: string | null;
                            title: string;
                        }[];
                        /** @enum {string} */
                        pageSize: "LETTER" | "A4";
                        personal: {
                            email: string;
                            location: string;
                            name: string;
                            phone: string;
                            summary: string;
                        };
                        skills: string[];
                        /** @enum {string} */
                        template: "classic" | "compact";
                        updatedAt: string | null;
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on our side; nothing was changed */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putApiResume: {
        parameters: {
            query?: never;
            header?: {
                /** @description One new key per submission (a UUID), sent again with every retry of it: a repeat of the same request with the same key, within 24 hours, gets the first successful answer back (with `Idempotent-Replayed: true`) and changes nothing. A key is the nurse's own; a failed request lets its key go. For a file upload the key stands for the route, not the file's bytes. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "template": "classic",
                 *       "personal": {
                 *         "name": "Jordan Lee",
                 *         "email": "jordan@example.com",
                 *         "phone": "604-555-0134",
                 *         "location": "Vancouver, BC",
                 *         "summary": "Emergency nurse, 6 years."
                 *       },
                 *       "experience": [
                 *         {
                 *           "id": "e1",
                 *           "title": "Registered Nurse",
                 *           "facility": "Vancouver General Hospital, Emergency",
                 *           "startDate": "2020-03",
                 *           "endDate": null,
                 *           "current": true,
                 *           "description": "- Triage of 40+ patients a shift\n- Trauma team member",
                 *           "sourceJobId": null,
                 *           "sourceContractId": null
                 *         }
                 *       ],
                 *       "education": [
                 *         {
                 *           "id": "d1",
                 *           "credential": "BSN",
                 *           "school": "University of British Columbia",
                 *           "year": "2019"
                 *         }
                 *       ],
                 *       "certificationIds": [],
                 *       "skills": [
                 *         "ACLS",
                 *         "Epic charting"
                 *       ]
                 *     }
                 */
                "application/json": {
                    certificationIds: string[];
                    education: {
                        credential: string;
                        id: string;
                        school: string;
                        year: string;
                    }[];
                    experience: {
                        current?: boolean;
                        description: string;
                        endDate: string | null;
                        facility: string;
                        id: string;
                        /** @default null */
                        sourceContractId?: string | null;
                        /** @default null */
                        sourceJobId?: string | null;
                        startDate: string | null;
                        title: string;
                    }[];
                    personal: {
                        email: string | "" | unknown;
                        location: string;
                        name: string;
                        phone: string;
                        summary: string;
                    };
                    skills: (string & (unknown & unknown))[];
                    /** @enum {string} */
                    template: "classic" | "compact";
                };
            };
        };
        responses: {
            /** @description Saved */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        certificationIds: string[];
                        education: {
                            credential: string;
                            id: string;
                            school: string;
                            year: string;
                        }[];
                        experience: {
                            current: boolean;
                            description: string;
                            endDate: string | null;
                            facility: string;
                            id: string;
                            sourceContractId: string | null;
                            sourceJobId: string | null;
                            startDate: string | null;
                            title: string;
                        }[];
                        /** @enum {string} */
                        pageSize: "LETTER" | "A4";
                        personal: {
                            email: string;
                            location: string;
                            name: string;
                            phone: string;
                            summary: string;
                        };
                        skills: string[];
                        /** @enum {string} */
                        template: "classic" | "compact";
                        updatedAt: string | null;
                    };
                };
            };
            /** @description Invalid input: `error.fields` has a message per field. Also refused, by rules its schema cannot say: an experience's end month (endDate) is not before its start month (startDate) ("The end must be on or after the start") */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent from another site (its Origin is not this app's) and refused */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A chosen certification that is not hers: nothing saved */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent with an Idempotency-Key whose first request is still running: "The same request is still being saved. Please wait a moment and try again." (Retry-After) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not sent as JSON (Content-Type: application/json) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An Idempotency-Key already used for a different request: "This Idempotency-Key was already used for a different request. Send a new key with each new request." */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on our side; nothing was changed */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getApiResumePdf: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The resume */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": unknown;
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many: more than 60 PDFs made in 15 minutes (Retry-After says when to try again) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on our side; nothing was changed */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is busy making PDFs (Retry-After), or making this one took too long */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postApiResumeImportContracts: {
        parameters: {
            query?: never;
            header?: {
                /** @description One new key per submission (a UUID), sent again with every retry of it: a repeat of the same request with the same key, within 24 hours, gets the first successful answer back (with `Idempotent-Replayed: true`) and changes nothing. A key is the nurse's own; a failed request lets its key go. For a file upload the key stands for the route, not the file's bytes. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The saved resume and how many entries were added */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        added: number;
                        resume: {
                            certificationIds: string[];
                            education: {
                                credential: string;
                                id: string;
                                school: string;
                                year: string;
                            }[];
                            experience: {
                                current: boolean;
                                description: string;
                                endDate: string | null;
                                facility: string;
                                id: string;
                                sourceContractId: string | null;
                                sourceJobId: string | null;
                                startDate: string | null;
                                title: string;
                            }[];
                            /** @enum {string} */
                            pageSize: "LETTER" | "A4";
                            personal: {
                                email: string;
                                location: string;
                                name: string;
                                phone: string;
                                summary: string;
                            };
                            skills: string[];
                            /** @enum {string} */
                            template: "classic" | "compact";
                            updatedAt: string | null;
                        };
                    };
                };
            };
            /** @description Invalid input: the message says what is wrong, and `error.fields` has a message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent from another site (its Origin is not this app's) and refused */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent with an Idempotency-Key whose first request is still running: "The same request is still being saved. Please wait a moment and try again." (Retry-After) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An Idempotency-Key already used for a different request: "This Idempotency-Key was already used for a different request. Send a new key with each new request." */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on our side; nothing was changed */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postApiResumeImportJobs: {
        parameters: {
            query?: never;
            header?: {
                /** @description One new key per submission (a UUID), sent again with every retry of it: a repeat of the same request with the same key, within 24 hours, gets the first successful answer back (with `Idempotent-Replayed: true`) and changes nothing. A key is the nurse's own; a failed request lets its key go. For a file upload the key stands for the route, not the file's bytes. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The saved resume and how many entries were added */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        added: number;
                        resume: {
                            certificationIds: string[];
                            education: {
                                credential: string;
                                id: string;
                                school: string;
                                year: string;
                            }[];
                            experience: {
                                current: boolean;
                                description: string;
                                endDate: string | null;
                                facility: string;
                                id: string;
                                sourceContractId: string | null;
                                sourceJobId: string | null;
                                startDate: string | null;
                                title: string;
                            }[];
                            /** @enum {string} */
                            pageSize: "LETTER" | "A4";
                            personal: {
                                email: string;
                                location: string;
                                name: string;
                                phone: string;
                                summary: string;
                            };
                            skills: string[];
                            /** @enum {string} */
                            template: "classic" | "compact";
                            updatedAt: string | null;
                        };
                    };
                };
            };
            /** @description Invalid input: the message says what is wrong, and `error.fields` has a message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent from another site (its Origin is not this app's) and refused */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent with an Idempotency-Key whose first request is still running: "The same request is still being saved. Please wait a moment and try again." (Retry-After) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An Idempotency-Key already used for a different request: "This Idempotency-Key was already used for a different request. Send a new key with each new request." */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on our side; nothing was changed */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getApiRotations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Rotations, latest start first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        cycle: (string | null)[];
                        endDate: string;
                        id: string;
                        keepHandSet: boolean;
                        name: string;
                        startDate: string;
                    }[];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on our side; nothing was changed */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postApiRotations: {
        parameters: {
            query?: never;
            header?: {
                /** @description One new key per submission (a UUID), sent again with every retry of it: a repeat of the same request with the same key, within 24 hours, gets the first successful answer back (with `Idempotent-Replayed: true`) and changes nothing. A key is the nurse's own; a failed request lets its key go. For a file upload the key stands for the route, not the file's bytes. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "4 on 4 off",
                 *       "startDate": "2026-12-01",
                 *       "endDate": "2027-02-28",
                 *       "cycle": [
                 *         "0b4f8a0e-2d8c-4c1e-9a57-3f1d2b6c7e90",
                 *         "0b4f8a0e-2d8c-4c1e-9a57-3f1d2b6c7e90",
                 *         null,
                 *         null
                 *       ],
                 *       "keepHandSet": true
                 *     }
                 */
                "application/json": {
                    cycle: (string | null)[];
                    /** Format: date */
                    endDate: string;
                    /** @default true */
                    keepHandSet?: boolean;
                    name: string & (unknown & unknown);
                    /** Format: date */
                    startDate: string;
                };
            };
        };
        responses: {
            /** @description Made and applied; change.changeId undoes it */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        change: {
                            changeId: string | null;
                            days: {
                                date: string;
                                shiftTypeId: string | null;
                                /** @enum {string} */
                                timeOff?: "vacation" | "sick" | "statHoliday" | "leave";
                            }[];
                            summary: string;
                        };
                        cycle: (string | null)[];
                        endDate: string;
                        id: string;
                        keepHandSet: boolean;
                        name: string;
                        startDate: string;
                    };
                };
            };
            /** @description Invalid input: `error.fields` has a message per field. Also refused, by rules its schema cannot say: endDate is not before startDate ("The end date must be on or after the start date"); endDate is at most 2 years after startDate ("A rotation may run at most 2 years") */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent from another site (its Origin is not this app's) and refused */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A shift type of the cycle is not one of mine; nothing saved */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent with an Idempotency-Key whose first request is still running: "The same request is still being saved. Please wait a moment and try again." (Retry-After) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not sent as JSON (Content-Type: application/json) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An Idempotency-Key already used for a different request: "This Idempotency-Key was already used for a different request. Send a new key with each new request." */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on our side; nothing was changed */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteApiRotationsId: {
        parameters: {
            query?: {
                from?: string;
            };
            header?: {
                /** @description One new key per submission (a UUID), sent again with every retry of it: a repeat of the same request with the same key, within 24 hours, gets the first successful answer back (with `Idempotent-Replayed: true`) and changes nothing. A key is the nurse's own; a failed request lets its key go. For a file upload the key stands for the route, not the file's bytes. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Stopped (rotation null: removed); change.changeId undoes it */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        change: {
                            changeId: string | null;
                            days: {
                                date: string;
                                shiftTypeId: string | null;
                                /** @enum {string} */
                                timeOff?: "vacation" | "sick" | "statHoliday" | "leave";
                            }[];
                            summary: string;
                        };
                        rotation: {
                            cycle: (string | null)[];
                            endDate: string;
                            id: string;
                            keepHandSet: boolean;
                            name: string;
                            startDate: string;
                        } | null;
                    };
                };
            };
            /** @description Invalid input: `error.fields` has a message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent from another site (its Origin is not this app's) and refused */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such rotation of mine */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent with an Idempotency-Key whose first request is still running: "The same request is still being saved. Please wait a moment and try again." (Retry-After) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An Idempotency-Key already used for a different request: "This Idempotency-Key was already used for a different request. Send a new key with each new request." */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on our side; nothing was changed */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    patchApiRotationsId: {
        parameters: {
            query?: never;
            header?: {
                /** @description One new key per submission (a UUID), sent again with every retry of it: a repeat of the same request with the same key, within 24 hours, gets the first successful answer back (with `Idempotent-Replayed: true`) and changes nothing. A key is the nurse's own; a failed request lets its key go. For a file upload the key stands for the route, not the file's bytes. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "from": "2027-01-01",
                 *       "cycle": [
                 *         "0b4f8a0e-2d8c-4c1e-9a57-3f1d2b6c7e90",
                 *         null
                 *       ]
                 *     }
                 */
                "application/json": {
                    cycle?: (string | null)[];
                    /** Format: date */
                    endDate?: string;
                    /** Format: date */
                    from?: string;
                    keepHandSet?: boolean;
                    name?: string & (unknown & unknown);
                };
            };
        };
        responses: {
            /** @description Edited; change.changeId undoes it */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        change: {
                            changeId: string | null;
                            days: {
                                date: string;
                                shiftTypeId: string | null;
                                /** @enum {string} */
                                timeOff?: "vacation" | "sick" | "statHoliday" | "leave";
                            }[];
                            summary: string;
                        };
                        cycle: (string | null)[];
                        endDate: string;
                        id: string;
                        keepHandSet: boolean;
                        name: string;
                        startDate: string;
                    };
                };
            };
            /** @description Invalid input: `error.fields` has a message per field. Also refused, by rules its schema cannot say: endDate is not before the rotation's start ("The end date must be on or after the start date"); endDate is at most 2 years after the rotation's start ("A rotation may run at most 2 years") */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent from another site (its Origin is not this app's) and refused */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such rotation of mine, or a shift type of the cycle is not mine */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent with an Idempotency-Key whose first request is still running: "The same request is still being saved. Please wait a moment and try again." (Retry-After) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not sent as JSON (Content-Type: application/json) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An Idempotency-Key already used for a different request: "This Idempotency-Key was already used for a different request. Send a new key with each new request." */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on our side; nothing was changed */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postApiRotationsPreview: {
        parameters: {
            query?: never;
            header?: {
                /** @description One new key per submission (a UUID), sent again with every retry of it: a repeat of the same request with the same key, within 24 hours, gets the first successful answer back (with `Idempotent-Replayed: true`) and changes nothing. A key is the nurse's own; a failed request lets its key go. For a file upload the key stands for the route, not the file's bytes. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "4 on 4 off",
                 *       "startDate": "2026-12-01",
                 *       "endDate": "2027-02-28",
                 *       "cycle": [
                 *         "0b4f8a0e-2d8c-4c1e-9a57-3f1d2b6c7e90",
                 *         "0b4f8a0e-2d8c-4c1e-9a57-3f1d2b6c7e90",
                 *         null,
                 *         null
                 *       ],
                 *       "keepHandSet": true
                 *     }
                 */
                "application/json": {
                    cycle: (string | null)[];
                    /** Format: date */
                    endDate: string;
                    /** @default true */
                    keepHandSet?: boolean;
                    name: string & (unknown & unknown);
                    /** Format: date */
                    startDate: string;
                };
            };
        };
        responses: {
            /** @description The preview */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        changes: number;
                        keeps: {
                            date: string;
                            shiftTypeId: string;
                        }[];
                        months: {
                            month: string;
                            shifts: number;
                        }[];
                        replaces: {
                            date: string;
                            shiftTypeId: string;
                            with: string | null;
                        }[];
                    };
                };
            };
            /** @description Invalid input: `error.fields` has a message per field. Also refused, by rules its schema cannot say: endDate is not before startDate ("The end date must be on or after the start date"); endDate is at most 2 years after startDate ("A rotation may run at most 2 years") */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent from another site (its Origin is not this app's) and refused */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A shift type of the cycle is not one of mine */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent with an Idempotency-Key whose first request is still running: "The same request is still being saved. Please wait a moment and try again." (Retry-After) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not sent as JSON (Content-Type: application/json) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An Idempotency-Key already used for a different request: "This Idempotency-Key was already used for a different request. Send a new key with each new request." */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on our side; nothing was changed */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getApiShiftTypes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The library */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        shiftTypes: {
                            color: string;
                            createdAt: string;
                            date: string | null;
                            daysOnCalendar: number;
                            endTime: string;
                            hourlyRate: number | null;
                            icon: string;
                            id: string;
                            job: {
                                hourlyRate: number;
                                id: string;
                                label: string;
                            } | null;
                            jobId: string | null;
                            location: string;
                            name: string;
                            nickname: string;
                            paidHours: number;
                            premiums: {
                                amountPerHour: number;
                                appliesFrom: string;
                                appliesTo: string;
                                /** @enum {string} */
                                days: "all" | "weekdays" | "weekends" | "holidays" | "weekends-holidays";
                                id: string;
                                name: string;
                            }[];
                            startTime: string;
                            symbol: ("trade" | "overtime" | "oncall" | "education") | null;
                            unit: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on our side; nothing was changed */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postApiShiftTypes: {
        parameters: {
            query?: never;
            header?: {
                /** @description One new key per submission (a UUID), sent again with every retry of it: a repeat of the same request with the same key, within 24 hours, gets the first successful answer back (with `Idempotent-Replayed: true`) and changes nothing. A key is the nurse's own; a failed request lets its key go. For a file upload the key stands for the route, not the file's bytes. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Day shift",
                 *       "nickname": "Day",
                 *       "icon": "☀️",
                 *       "color": "#3b82f6",
                 *       "location": "VGH",
                 *       "unit": "4 West",
                 *       "startTime": "07:00",
                 *       "endTime": "19:00",
                 *       "paidHours": 11.5,
                 *       "premiums": [
                 *         {
                 *           "name": "Weekend",
                 *           "amountPerHour": 2.5,
                 *           "appliesFrom": "00:00",
                 *           "appliesTo": "23:59"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    color?: string;
                    /** @default null */
                    date?: string | null;
                    endTime: string;
                    hourlyRate?: number | null;
                    /** @default 💼 */
                    icon?: string;
                    /** @default null */
                    jobId?: string | null;
                    /** @default  */
                    location?: string;
                    name: string & (unknown & unknown);
                    /** @default  */
                    nickname?: string;
                    paidHours: number;
                    premiums?: {
                        amountPerHour: number;
                        /** @default 00:00 */
                        appliesFrom?: string;
                        /** @default 23:59 */
                        appliesTo?: string;
                        /**
                         * @default all
                         * @enum {string}
                         */
                        days?: "all" | "weekdays" | "weekends" | "holidays" | "weekends-holidays";
                        name: string & (unknown & unknown);
                    }[];
                    startTime: string;
                    /** @default null */
                    symbol?: ("trade" | "overtime" | "oncall" | "education") | null;
                    /** @default  */
                    unit?: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        color: string;
                        createdAt: string;
                        date: string | null;
                        daysOnCalendar: number;
                        endTime: string;
                        hourlyRate: number | null;
                        icon: string;
                        id: string;
                        job: {
                            hourlyRate: number;
                            id: string;
                            label: string;
                        } | null;
                        jobId: string | null;
                        location: string;
                        name: string;
                        nickname: string;
                        paidHours: number;
                        premiums: {
                            amountPerHour: number;
                            appliesFrom: string;
                            appliesTo: string;
                            /** @enum {string} */
                            days: "all" | "weekdays" | "weekends" | "holidays" | "weekends-holidays";
                            id: string;
                            name: string;
                        }[];
                        startTime: string;
                        symbol: ("trade" | "overtime" | "oncall" | "education") | null;
                        unit: string;
                    };
                };
            };
            /** @description Invalid input: `error.fields` has a message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent from another site (its Origin is not this app's) and refused */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such shift type of yours (or a job id that is not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent with an Idempotency-Key whose first request is still running: "The same request is still being saved. Please wait a moment and try again." (Retry-After) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not sent as JSON (Content-Type: application/json) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An Idempotency-Key already used for a different request: "This Idempotency-Key was already used for a different request. Send a new key with each new request." */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on our side; nothing was changed */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getApiShiftTypesId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The shift type */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        color: string;
                        createdAt: string;
                        date: string | null;
                        daysOnCalendar: number;
                        endTime: string;
                        hourlyRate: number | null;
                        icon: string;
                        id: string;
                        job: {
                            hourlyRate: number;
                            id: string;
                            label: string;
                        } | null;
                        jobId: string | null;
                        location: string;
                        name: string;
                        nickname: string;
                        paidHours: number;
                        premiums: {
                            amountPerHour: number;
                            appliesFrom: string;
                            appliesTo: string;
                            /** @enum {string} */
                            days: "all" | "weekdays" | "weekends" | "holidays" | "weekends-holidays";
                            id: string;
                            name: string;
                        }[];
                        startTime: string;
                        symbol: ("trade" | "overtime" | "oncall" | "education") | null;
                        unit: string;
                    };
                };
            };
            /** @description Invalid input: `error.fields` has a message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such shift type of yours (or a job id that is not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on our side; nothing was changed */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteApiShiftTypesId: {
        parameters: {
            query?: never;
            header?: {
                /** @description One new key per submission (a UUID), sent again with every retry of it: a repeat of the same request with the same key, within 24 hours, gets the first successful answer back (with `Idempotent-Replayed: true`) and changes nothing. A key is the nurse's own; a failed request lets its key go. For a file upload the key stands for the route, not the file's bytes. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted; how many calendar days it was removed from */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        removedDays: number;
                    };
                };
            };
            /** @description Invalid input: `error.fields` has a message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent from another site (its Origin is not this app's) and refused */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such shift type of yours (or a job id that is not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent with an Idempotency-Key whose first request is still running: "The same request is still being saved. Please wait a moment and try again." (Retry-After) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An Idempotency-Key already used for a different request: "This Idempotency-Key was already used for a different request. Send a new key with each new request." */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on our side; nothing was changed */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    patchApiShiftTypesId: {
        parameters: {
            query?: never;
            header?: {
                /** @description One new key per submission (a UUID), sent again with every retry of it: a repeat of the same request with the same key, within 24 hours, gets the first successful answer back (with `Idempotent-Replayed: true`) and changes nothing. A key is the nurse's own; a failed request lets its key go. For a file upload the key stands for the route, not the file's bytes. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "location": "ICU",
                 *       "paidHours": 12
                 *     }
                 */
                "application/json": {
                    color?: string;
                    date?: string | null;
                    endTime?: string;
                    hourlyRate?: number | null;
                    icon?: string;
                    jobId?: string | null;
                    location?: string;
                    name?: string & (unknown & unknown);
                    nickname?: string;
                    paidHours?: number;
                    premiums?: {
                        amountPerHour: number;
                        /** @default 00:00 */
                        appliesFrom?: string;
                        /** @default 23:59 */
                        appliesTo?: string;
                        /**
                         * @default all
                         * @enum {string}
                         */
                        days?: "all" | "weekdays" | "weekends" | "holidays" | "weekends-holidays";
                        name: string & (unknown & unknown);
                    }[];
                    startTime?: string;
                    symbol?: ("trade" | "overtime" | "oncall" | "education") | null;
                    unit?: string;
                };
            };
        };
        responses: {
            /** @description Changed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        color: string;
                        createdAt: string;
                        date: string | null;
                        daysOnCalendar: number;
                        endTime: string;
                        hourlyRate: number | null;
                        icon: string;
                        id: string;
                        job: {
                            hourlyRate: number;
                            id: string;
                            label: string;
                        } | null;
                        jobId: string | null;
                        location: string;
                        name: string;
                        nickname: string;
                        paidHours: number;
                        premiums: {
                            amountPerHour: number;
                            appliesFrom: string;
                            appliesTo: string;
                            /** @enum {string} */
                            days: "all" | "weekdays" | "weekends" | "holidays" | "weekends-holidays";
                            id: string;
                            name: string;
                        }[];
                        startTime: string;
                        symbol: ("trade" | "overtime" | "oncall" | "education") | null;
                        unit: string;
                    };
                };
            };
            /** @description Invalid input: `error.fields` has a message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent from another site (its Origin is not this app's) and refused */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such shift type of yours (or a job id that is not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent with an Idempotency-Key whose first request is still running: "The same request is still being saved. Please wait a moment and try again." (Retry-After) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not sent as JSON (Content-Type: application/json) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An Idempotency-Key already used for a different request: "This Idempotency-Key was already used for a different request. Send a new key with each new request." */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on our side; nothing was changed */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putApiShiftTypesOrder: {
        parameters: {
            query?: never;
            header?: {
                /** @description One new key per submission (a UUID), sent again with every retry of it: a repeat of the same request with the same key, within 24 hours, gets the first successful answer back (with `Idempotent-Replayed: true`) and changes nothing. A key is the nurse's own; a failed request lets its key go. For a file upload the key stands for the route, not the file's bytes. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "ids": [
                 *         "7d9f3a1e-2b4c-4d5e-8f60-718293a4b5c6",
                 *         "0b6f2c1a-9d8e-4f7a-b6c5-d4e3f2a1b0c9"
                 *       ]
                 *     }
                 */
                "application/json": {
                    ids: string[];
                };
            };
        };
        responses: {
            /** @description The library in its new order */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        shiftTypes: {
                            color: string;
                            createdAt: string;
                            date: string | null;
                            daysOnCalendar: number;
                            endTime: string;
                            hourlyRate: number | null;
                            icon: string;
                            id: string;
                            job: {
                                hourlyRate: number;
                                id: string;
                                label: string;
                            } | null;
                            jobId: string | null;
                            location: string;
                            name: string;
                            nickname: string;
                            paidHours: number;
                            premiums: {
                                amountPerHour: number;
                                appliesFrom: string;
                                appliesTo: string;
                                /** @enum {string} */
                                days: "all" | "weekdays" | "weekends" | "holidays" | "weekends-holidays";
                                id: string;
                                name: string;
                            }[];
                            startTime: string;
                            symbol: ("trade" | "overtime" | "oncall" | "education") | null;
                            unit: string;
                        }[];
                    };
                };
            };
            /** @description Invalid input: `error.fields` has a message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent from another site (its Origin is not this app's) and refused */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such shift type of yours (or a job id that is not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent with an Idempotency-Key whose first request is still running: "The same request is still being saved. Please wait a moment and try again." (Retry-After) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not sent as JSON (Content-Type: application/json) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An Idempotency-Key already used for a different request: "This Idempotency-Key was already used for a different request. Send a new key with each new request." */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on our side; nothing was changed */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getApiSwaps: {
        parameters: {
            query?: {
                show?: "open" | "agreed";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The requests, as I see them */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        swaps: {
                            answeredAt: string | null;
                            createdAt: string;
                            date: string;
                            id: string;
                            /** @enum {string} */
                            kind: "give-away" | "trade";
                            note: string;
                            other: {
                                id: string | null;
                                name: string;
                            };
                            /** @enum {string} */
                            role: "requester" | "colleague";
                            shift: {
                                end: string;
                                location: string;
                                name: string;
                                start: string;
                            };
                            /** @enum {string} */
                            status: "pending" | "accepted" | "declined" | "cancelled" | "expired";
                            theirDate: string | null;
                            theirShift: {
                                end: string;
                                location: string;
                                name: string;
                                start: string;
                            } | null;
                        }[];
                    };
                };
            };
            /** @description Invalid input: `error.fields` has a message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on our side; nothing was changed */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postApiSwaps: {
        parameters: {
            query?: never;
            header?: {
                /** @description One new key per submission (a UUID), sent again with every retry of it: a repeat of the same request with the same key, within 24 hours, gets the first successful answer back (with `Idempotent-Replayed: true`) and changes nothing. A key is the nurse's own; a failed request lets its key go. For a file upload the key stands for the route, not the file's bytes. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "colleagueId": "0b6f1c1e-2f4a-4c55-9a53-3f1d2e9b7a10",
                 *       "date": "2026-12-05",
                 *       "note": "Family dinner — thank you!"
                 *     }
                 */
                "application/json": {
                    /** Format: uuid */
                    colleagueId: string;
                    /** Format: date */
                    date: string;
                    note?: string;
                    /** Format: date */
                    theirDate?: string;
                };
            };
        };
        responses: {
            /** @description Asked (an email goes to the colleague) */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        answeredAt: string | null;
                        createdAt: string;
                        date: string;
                        id: string;
                        /** @enum {string} */
                        kind: "give-away" | "trade";
                        note: string;
                        other: {
                            id: string | null;
                            name: string;
                        };
                        /** @enum {string} */
                        role: "requester" | "colleague";
                        shift: {
                            end: string;
                            location: string;
                            name: string;
                            start: string;
                        };
                        /** @enum {string} */
                        status: "pending" | "accepted" | "declined" | "cancelled" | "expired";
                        theirDate: string | null;
                        theirShift: {
                            end: string;
                            location: string;
                            name: string;
                            start: string;
                        } | null;
                    };
                };
            };
            /** @description Invalid input (`error.fields` has a message per field), a day that has passed (`date` or `theirDate`), or `theirDate` the same day as `date` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent from another site (its Origin is not this app's) and refused */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not a connected colleague of mine (a stranger, an invitation not accepted, a removed colleague) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description I have no shift that day, the colleague already works then, (a trade) they have no shift on theirDate or I work then, or I already asked them about that day; or Sent with an Idempotency-Key whose first request is still running: "The same request is still being saved. Please wait a moment and try again." (Retry-After) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not sent as JSON (Content-Type: application/json) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An Idempotency-Key already used for a different request: "This Idempotency-Key was already used for a different request. Send a new key with each new request." */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many: more than 20 swap requests in 1 hour (Retry-After says when to try again) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on our side; nothing was changed */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postApiSwapsIdAccept: {
        parameters: {
            query?: never;
            header?: {
                /** @description One new key per submission (a UUID), sent again with every retry of it: a repeat of the same request with the same key, within 24 hours, gets the first successful answer back (with `Idempotent-Replayed: true`) and changes nothing. A key is the nurse's own; a failed request lets its key go. For a file upload the key stands for the route, not the file's bytes. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Accepted: both calendars are changed, and the requester is told */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        answeredAt: string | null;
                        createdAt: string;
                        date: string;
                        id: string;
                        /** @enum {string} */
                        kind: "give-away" | "trade";
                        note: string;
                        other: {
                            id: string | null;
                            name: string;
                        };
                        /** @enum {string} */
                        role: "requester" | "colleague";
                        shift: {
                            end: string;
                            location: string;
                            name: string;
                            start: string;
                        };
                        /** @enum {string} */
                        status: "pending" | "accepted" | "declined" | "cancelled" | "expired";
                        theirDate: string | null;
                        theirShift: {
                            end: string;
                            location: string;
                            name: string;
                            start: string;
                        } | null;
                    };
                };
            };
            /** @description Invalid input: `error.fields` has a message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description I sent this request: only the colleague asked answers it */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such request of mine (another nurse's id included) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Already answered or expired; or its days changed since it was sent (her shift moved, or one of us now works that day), or we are no longer connected: `error.message` says which, plainly; or Sent with an Idempotency-Key whose first request is still running: "The same request is still being saved. Please wait a moment and try again." (Retry-After) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An Idempotency-Key already used for a different request: "This Idempotency-Key was already used for a different request. Send a new key with each new request." */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on our side; nothing was changed */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postApiSwapsIdCancel: {
        parameters: {
            query?: never;
            header?: {
                /** @description One new key per submission (a UUID), sent again with every retry of it: a repeat of the same request with the same key, within 24 hours, gets the first successful answer back (with `Idempotent-Replayed: true`) and changes nothing. A key is the nurse's own; a failed request lets its key go. For a file upload the key stands for the route, not the file's bytes. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Cancelled */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        answeredAt: string | null;
                        createdAt: string;
                        date: string;
                        id: string;
                        /** @enum {string} */
                        kind: "give-away" | "trade";
                        note: string;
                        other: {
                            id: string | null;
                            name: string;
                        };
                        /** @enum {string} */
                        role: "requester" | "colleague";
                        shift: {
                            end: string;
                            location: string;
                            name: string;
                            start: string;
                        };
                        /** @enum {string} */
                        status: "pending" | "accepted" | "declined" | "cancelled" | "expired";
                        theirDate: string | null;
                        theirShift: {
                            end: string;
                            location: string;
                            name: string;
                            start: string;
                        } | null;
                    };
                };
            };
            /** @description Invalid input: `error.fields` has a message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description I was asked, not the one who asked: only the requester cancels */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such request of mine (another nurse's id included) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Already accepted, declined or cancelled, or expired (its day has passed): `error.message` says which; or Sent with an Idempotency-Key whose first request is still running: "The same request is still being saved. Please wait a moment and try again." (Retry-After) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An Idempotency-Key already used for a different request: "This Idempotency-Key was already used for a different request. Send a new key with each new request." */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on our side; nothing was changed */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postApiSwapsIdDecline: {
        parameters: {
            query?: never;
            header?: {
                /** @description One new key per submission (a UUID), sent again with every retry of it: a repeat of the same request with the same key, within 24 hours, gets the first successful answer back (with `Idempotent-Replayed: true`) and changes nothing. A key is the nurse's own; a failed request lets its key go. For a file upload the key stands for the route, not the file's bytes. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Declined */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        answeredAt: string | null;
                        createdAt: string;
                        date: string;
                        id: string;
                        /** @enum {string} */
                        kind: "give-away" | "trade";
                        note: string;
                        other: {
                            id: string | null;
                            name: string;
                        };
                        /** @enum {string} */
                        role: "requester" | "colleague";
                        shift: {
                            end: string;
                            location: string;
                            name: string;
                            start: string;
                        };
                        /** @enum {string} */
                        status: "pending" | "accepted" | "declined" | "cancelled" | "expired";
                        theirDate: string | null;
                        theirShift: {
                            end: string;
                            location: string;
                            name: string;
                            start: string;
                        } | null;
                    };
                };
            };
            /** @description Invalid input: `error.fields` has a message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description I sent this request: only the colleague asked answers it */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such request of mine (another nurse's id included) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Already accepted, declined or cancelled, or expired (its day has passed): `error.message` says which; or Sent with an Idempotency-Key whose first request is still running: "The same request is still being saved. Please wait a moment and try again." (Retry-After) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An Idempotency-Key already used for a different request: "This Idempotency-Key was already used for a different request. Send a new key with each new request." */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on our side; nothing was changed */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getApiTodos: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tasks */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        todos: {
                            completed: boolean;
                            createdAt: string;
                            id: string;
                            text: string;
                            updatedAt: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on our side; nothing was changed */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postApiTodos: {
        parameters: {
            query?: never;
            header?: {
                /** @description One new key per submission (a UUID), sent again with every retry of it: a repeat of the same request with the same key, within 24 hours, gets the first successful answer back (with `Idempotent-Replayed: true`) and changes nothing. A key is the nurse's own; a failed request lets its key go. For a file upload the key stands for the route, not the file's bytes. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "text": "Restock the supply cart"
                 *     }
                 */
                "application/json": {
                    text: string & (unknown & unknown);
                };
            };
        };
        responses: {
            /** @description Added */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        completed: boolean;
                        createdAt: string;
                        id: string;
                        text: string;
                        updatedAt: string;
                    };
                };
            };
            /** @description Invalid input: `error.fields` has a message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent from another site (its Origin is not this app's) and refused */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Already 500 tasks; or Sent with an Idempotency-Key whose first request is still running: "The same request is still being saved. Please wait a moment and try again." (Retry-After) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not sent as JSON (Content-Type: application/json) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An Idempotency-Key already used for a different request: "This Idempotency-Key was already used for a different request. Send a new key with each new request." */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on our side; nothing was changed */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteApiTodosId: {
        parameters: {
            query?: never;
            header?: {
                /** @description One new key per submission (a UUID), sent again with every retry of it: a repeat of the same request with the same key, within 24 hours, gets the first successful answer back (with `Idempotent-Replayed: true`) and changes nothing. A key is the nurse's own; a failed request lets its key go. For a file upload the key stands for the route, not the file's bytes. */
                "Idempotency-Key"?: string;
                /** @description Change it only if it is still the version the caller saw, its `updatedAt`, in double quotes; else 412 and nothing changes. Sent by a change that waited offline (decision 057). */
                "If-Match"?: string;
                /** @description `*`: change it only if nothing is there yet (the caller saw nothing); else 412 and nothing changes. */
                "If-None-Match"?: "*";
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                    };
                };
            };
            /** @description Invalid input: `error.fields` has a message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent from another site (its Origin is not this app's) and refused */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such task of yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent with an Idempotency-Key whose first request is still running: "The same request is still being saved. Please wait a moment and try again." (Retry-After) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Changed since the version named by If-Match (or If-None-Match: *): nothing was changed */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An Idempotency-Key already used for a different request: "This Idempotency-Key was already used for a different request. Send a new key with each new request." */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on our side; nothing was changed */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    patchApiTodosId: {
        parameters: {
            query?: never;
            header?: {
                /** @description One new key per submission (a UUID), sent again with every retry of it: a repeat of the same request with the same key, within 24 hours, gets the first successful answer back (with `Idempotent-Replayed: true`) and changes nothing. A key is the nurse's own; a failed request lets its key go. For a file upload the key stands for the route, not the file's bytes. */
                "Idempotency-Key"?: string;
                /** @description Change it only if it is still the version the caller saw, its `updatedAt`, in double quotes; else 412 and nothing changes. Sent by a change that waited offline (decision 057). */
                "If-Match"?: string;
                /** @description `*`: change it only if nothing is there yet (the caller saw nothing); else 412 and nothing changes. */
                "If-None-Match"?: "*";
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "completed": true
                 *     }
                 */
                "application/json": {
                    completed?: boolean;
                    text?: string & (unknown & unknown);
                };
            };
        };
        responses: {
            /** @description Changed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        completed: boolean;
                        createdAt: string;
                        id: string;
                        text: string;
                        updatedAt: string;
                    };
                };
            };
            /** @description Invalid input: `error.fields` has a message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent from another site (its Origin is not this app's) and refused */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such task of yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sent with an Idempotency-Key whose first request is still running: "The same request is still being saved. Please wait a moment and try again." (Retry-After) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Changed since the version named by If-Match (or If-None-Match: *): nothing was changed */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not sent as JSON (Content-Type: application/json) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An Idempotency-Key already used for a different request: "This Idempotency-Key was already used for a different request. Send a new key with each new request." */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on our side; nothing was changed */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getFilesAvatarsUserIdFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                file: string;
                userId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The photo */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/png": unknown;
                };
            };
            /** @description Invalid input: the message says what is wrong, and `error.fields` has a message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such photo */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on our side; nothing was changed */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getFilesPrivateCertificationsUserIdFile: {
        parameters: {
            query: {
                expires: string;
                sig: string;
            };
            header?: never;
            path: {
                file: string;
                userId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/jpeg": unknown;
                };
            };
            /** @description On an object store (S3): to the store's own presigned link, for the rest of this link's hour */
            302: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input: the message says what is wrong, and `error.fields` has a message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A tampered or expired link */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such file, or not the signed-in nurse's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on our side; nothing was changed */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getFilesPrivateContractsUserIdContractIdFile: {
        parameters: {
            query: {
                as?: "jpeg";
                expires: string;
                sig: string;
            };
            header?: never;
            path: {
                contractId: string;
                file: string;
                userId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file, with its own type */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": unknown;
                };
            };
            /** @description On an object store (S3): to the store's own presigned link, for the rest of this link's hour */
            302: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input: the message says what is wrong, and `error.fields` has a message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The link was changed or has expired */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such file */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A HEIC photo with too many pixels to preview (over 50 MP, read from its header) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A HEIC photo that could not be converted for preview */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on our side; nothing was changed */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is busy making previews (Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
}
