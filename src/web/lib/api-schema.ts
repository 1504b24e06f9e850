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
        /** Download everything the app holds about me as one JSON file: every table of mine, file links included */
        get: operations["getApiAccountExport"];
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
        /** Subscription feed (iCalendar) of a nurse's shifts and certification expiries (all-day events); the secret token is the only key */
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
        /** Apply a shift type to a day, replacing the one that was there */
        put: operations["putApiCalendarDate"];
        post?: never;
        /** Take the applied shift off a day */
        delete: operations["deleteApiCalendarDate"];
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
        /** Download all: one PDF with a table of every certification (dates, status) and each card photo on its own page */
        get: operations["getApiCertificationsPacketPdf"];
        put?: never;
        post?: never;
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
        /** Invite a colleague by name and email. The answer is the same whether or not the address has an account */
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
        /** One colleague of my network, as I see her */
        get: operations["getApiColleaguesId"];
        put?: never;
        post?: never;
        /** Remove a colleague or withdraw an invitation; neither sees anything of the other after, and she is not told */
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
        /** Accept an invitation sent to my verified email */
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
        /** Download vCard: one contact as a .vcf file (vCard 4.0) */
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
        /** Import the contacts of a .vcf file (its text, read by the browser): all of them, or none when it is not a vCard */
        post: operations["postApiContactsImport"];
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
        /** My contracts, latest start first, with status today in my time zone; `q` searches name, employer, facility, unit and city; `status` keeps one */
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
    "/api/job-board": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Job postings, newest first; `q` searches title, facility and city */
        get: operations["getApiJobBoard"];
        put?: never;
        post?: never;
        delete?: never;
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
        /** My resume as a PDF (made here with an embedded font: real, selectable text), named after me; Letter or A4 by my country */
        get: operations["getApiResumePdf"];
        put?: never;
        post?: never;
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
            header?: never;
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
            /** @description Password missing or wrong */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
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
            /** @description nursevitals-export-yyyy-MM-dd.json (attachment) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description Too many downloads */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
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
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No such contract or attachment of yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    deleteApiAttachmentsId: {
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
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No such contract or attachment of yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    postApiAuthChangeEmail: {
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
                 *       "newEmail": "maya.new@example.com"
                 *     }
                 */
                "application/json": {
                    callbackURL?: string;
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
                content?: never;
            };
            /** @description Invalid input (message says which field) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    postApiAuthChangePassword: {
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
                content?: never;
            };
            /** @description Invalid input (message says which field) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
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
            /** @description Too many requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
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
                content?: never;
            };
            /** @description Invalid input (message says which field) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
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
                content?: never;
            };
            /** @description Invalid input (message says which field) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    postApiAuthRevokeOtherSessions: {
        parameters: {
            query?: never;
            header?: never;
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
            /** @description Invalid input (message says which field) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
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
            /** @description Invalid input (message says which field) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
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
            /** @description Invalid input (message says which field) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
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
                content?: never;
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
                    email: string;
                    firstName: string;
                    lastName: string;
                    password: string;
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
            /** @description Invalid input (message says which field) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
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
                content?: never;
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
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
                content?: never;
            };
            /** @description No feed has this token (never made, or regenerated since) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    putApiCalendarDate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                date: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "shiftTypeId": "0b4f8a0e-2d8c-4c1e-9a57-3f1d2b6c7e90"
                 *     }
                 */
                "application/json": {
                    /** Format: uuid */
                    shiftTypeId: string;
                };
            };
        };
        responses: {
            /** @description Applied */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        date: string;
                        shiftTypeId: string;
                        /** @constant */
                        source: "applied";
                    };
                };
            };
            /** @description Invalid input: `error.fields` has a message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No such shift type of yours; nothing changed */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    deleteApiCalendarDate: {
        parameters: {
            query?: never;
            header?: never;
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
                content?: never;
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description There was no shift applied on that day */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
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
                content?: never;
            };
        };
    };
    postApiCalendarSubscription: {
        parameters: {
            query?: never;
            header?: never;
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
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
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
                content?: never;
            };
        };
    };
    postApiCertifications: {
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
                    name: string;
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
            /** @description Invalid input: `error.fields` has a message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
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
                content?: never;
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No such certification of yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    putApiCertificationsId: {
        parameters: {
            query?: never;
            header?: never;
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
                    name: string;
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
            /** @description Invalid input: `error.fields` has a message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No such certification of yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    deleteApiCertificationsId: {
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
                content?: never;
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No such certification of yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    patchApiCertificationsId: {
        parameters: {
            query?: never;
            header?: never;
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
                    name?: string;
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
            /** @description Invalid input: `error.fields` has a message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No such certification of yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    postApiCertificationsIdBackPhoto: {
        parameters: {
            query?: never;
            header?: never;
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
                content?: never;
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No such certification of yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Larger than 20 MB (refused while streaming), or more pixels than the server decodes (80 MP; 50 MP for HEIC) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not a JPEG, PNG, WebP or HEIC photo (checked by its bytes) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    deleteApiCertificationsIdBackPhoto: {
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
                content?: never;
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No such certification of yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    postApiCertificationsIdFrontPhoto: {
        parameters: {
            query?: never;
            header?: never;
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
                content?: never;
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No such certification of yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Larger than 20 MB (refused while streaming), or more pixels than the server decodes (80 MP; 50 MP for HEIC) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not a JPEG, PNG, WebP or HEIC photo (checked by its bytes) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    deleteApiCertificationsIdFrontPhoto: {
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
                content?: never;
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No such certification of yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    postApiCertificationsExtract: {
        parameters: {
            query?: never;
            header?: never;
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
                content?: never;
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Larger than 20 MB, or too many pixels */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not a JPEG, PNG, WebP or HEIC photo */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The OCR engine failed on this photo */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Card reading is busy (Retry-After) or took too long */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
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
                content?: never;
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
                            status: "connected" | "invited" | "incoming";
                        }[];
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    postApiColleagues: {
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
                 *       "name": "Jordan Lee",
                 *       "email": "jordan.lee@example.com"
                 *     }
                 */
                "application/json": {
                    color?: string;
                    email: string;
                    name: string;
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
                        status: "connected" | "invited" | "incoming";
                    };
                };
            };
            /** @description Invalid input: `error.fields` has a message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Already invited, already connected, or she already invited me */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too many invitations; try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
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
                        status: "connected" | "invited" | "incoming";
                    };
                };
            };
            /** @description Invalid input: `error.fields` has a message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not in my network */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    deleteApiColleaguesId: {
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
                content?: never;
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not in my network */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    patchApiColleaguesId: {
        parameters: {
            query?: never;
            header?: never;
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
                    color?: string;
                    name?: string;
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
                        status: "connected" | "invited" | "incoming";
                    };
                };
            };
            /** @description Invalid input: `error.fields` has a message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not in my network */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    postApiColleaguesIdAccept: {
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
                        status: "connected" | "invited" | "incoming";
                    };
                };
            };
            /** @description Invalid input: `error.fields` has a message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No such invitation waiting for me */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    postApiColleaguesIdDecline: {
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
                content?: never;
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No such invitation waiting for me */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
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
                content?: never;
            };
        };
    };
    postApiColleaguesBlocks: {
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
                 *       "email": "someone@example.com"
                 *     }
                 */
                "application/json": {
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
                content?: never;
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    deleteApiColleaguesBlocksId: {
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
                content?: never;
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not an address I blocked */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
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
                content?: never;
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description colleagueId is not a connected colleague of mine */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
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
                content?: never;
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    postApiContacts: {
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
                 *       "name": "Ana Diaz",
                 *       "role": "Charge Nurse",
                 *       "unit": "ICU, Vancouver General",
                 *       "phone": "604-555-0101",
                 *       "email": "ana.diaz@example.org",
                 *       "notes": "Nights"
                 *     }
                 */
                "application/json": {
                    /** @default  */
                    email?: string;
                    name: string;
                    /** @default  */
                    notes?: string;
                    /** @default  */
                    phone?: string;
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
                content?: never;
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
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
                content?: never;
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No such contact of yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    deleteApiContactsId: {
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
                content?: never;
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No such contact of yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    patchApiContactsId: {
        parameters: {
            query?: never;
            header?: never;
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
                    email?: string;
                    name?: string;
                    notes?: string;
                    phone?: string;
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
                content?: never;
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No such contact of yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
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
                content?: never;
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No such contact of yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    postApiContactsImport: {
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
                 *       "vcf": "BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Ana Diaz\r\nTEL;TYPE=work:604-555-0101\r\nEND:VCARD\r\n"
                 *     }
                 */
                "application/json": {
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
                            role: string;
                            unit: string;
                            updatedAt: string;
                        }[];
                        imported: number;
                        skipped: number;
                    };
                };
            };
            /** @description Invalid input: `error.fields` has a message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
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
                content?: never;
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    postApiContracts: {
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
            /** @description Invalid input: `error.fields` has a message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
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
                content?: never;
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No such contract of yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    deleteApiContractsId: {
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
                content?: never;
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No such contract of yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    patchApiContractsId: {
        parameters: {
            query?: never;
            header?: never;
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
            /** @description Invalid input: `error.fields` has a message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No such contract of yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
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
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No such contract or attachment of yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    postApiContractsIdAttachments: {
        parameters: {
            query?: never;
            header?: never;
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
                content?: never;
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No such contract or attachment of yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description File too large ({file} exceeds 25MB limit) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid file type ({file} is not a supported format) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
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
    getApiJobBoard: {
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
                content?: never;
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
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
                content?: never;
            };
        };
    };
    postApiJobs: {
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
                    designation: string;
                    /** @default  */
                    employer?: string;
                    /**
                     * @default none
                     * @enum {string}
                     */
                    employmentTag?: "none" | "staff" | "agency" | "contractor";
                    /** @default null */
                    endDate?: string | null;
                    /** @default null */
                    facility?: string | null;
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
                    startDate: string | null;
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
            /** @description Invalid input: `error.fields` has a message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No such job of yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
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
                content?: never;
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No such job of yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    deleteApiJobsId: {
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
                content?: never;
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No such job of yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    patchApiJobsId: {
        parameters: {
            query?: never;
            header?: never;
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
                    designation?: string;
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
                    startDate?: string | null;
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
            /** @description Invalid input: `error.fields` has a message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No such job of yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
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
                content?: never;
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    postApiNotes: {
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
                 *       "date": "2026-11-22",
                 *       "title": "Handover",
                 *       "text": "Bed 4 needs a new IV line at 10:00."
                 *     }
                 */
                "application/json": {
                    /** Format: date */
                    date: string;
                    shiftTypeId?: string | null;
                    text: string;
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
                content?: never;
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The linked shift is not one of yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    deleteApiNotesId: {
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
                content?: never;
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No such note of yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
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
        };
    };
    putApiPayEstimator: {
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
                    premiums: {
                        hourlyBonus: number;
                        hoursApplied: number;
                        name: string;
                    }[];
                    shifts: {
                        hourlyRate: number;
                        hoursScheduled: number;
                        /** @default null */
                        jobId?: string | null;
                        name: string;
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
                content?: never;
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
        };
    };
    patchApiPreferences: {
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
                content?: never;
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
        };
    };
    patchApiProfile: {
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
                    name?: string;
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
            /** @description Invalid input (message says which field) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    postApiProfileAvatar: {
        parameters: {
            query?: never;
            header?: never;
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
                content?: never;
            };
            /** @description Image size must be less than 5MB (or more pixels than the server decodes: 80 MP, 12 MP for AVIF, GIF, interlaced PNG) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not an image (checked by its bytes) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too many uploads */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
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
                            description: string;
                            endDate: string | null;
                            facility: string;
                            id: string;
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
                content?: never;
            };
        };
    };
    putApiResume: {
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
                 *           "description": "- Triage of 40+ patients a shift\n- Trauma team member",
                 *           "sourceJobId": null
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
                        description: string;
                        endDate: string | null;
                        facility: string;
                        id: string;
                        /** @default null */
                        sourceJobId?: string | null;
                        startDate: string | null;
                        title: string;
                    }[];
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
                            description: string;
                            endDate: string | null;
                            facility: string;
                            id: string;
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
            /** @description Invalid input: `error.fields` has a message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
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
                content?: never;
            };
        };
    };
    postApiResumeImportJobs: {
        parameters: {
            query?: never;
            header?: never;
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
                                description: string;
                                endDate: string | null;
                                facility: string;
                                id: string;
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
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
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
                                id: string;
                                name: string;
                            }[];
                            startTime: string;
                            symbol: ("trade" | "overtime" | "oncall" | "education") | null;
                        }[];
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    postApiShiftTypes: {
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
                 *       "name": "Day shift",
                 *       "nickname": "Day",
                 *       "icon": "☀️",
                 *       "color": "#3b82f6",
                 *       "location": "4 West",
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
                    name: string;
                    /** @default  */
                    nickname?: string;
                    paidHours: number;
                    premiums?: {
                        amountPerHour: number;
                        /** @default 00:00 */
                        appliesFrom?: string;
                        /** @default 23:59 */
                        appliesTo?: string;
                        name: string;
                    }[];
                    startTime: string;
                    /** @default null */
                    symbol?: ("trade" | "overtime" | "oncall" | "education") | null;
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
                            id: string;
                            name: string;
                        }[];
                        startTime: string;
                        symbol: ("trade" | "overtime" | "oncall" | "education") | null;
                    };
                };
            };
            /** @description Invalid input: `error.fields` has a message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No such shift type of yours (or a job id that is not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
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
                            id: string;
                            name: string;
                        }[];
                        startTime: string;
                        symbol: ("trade" | "overtime" | "oncall" | "education") | null;
                    };
                };
            };
            /** @description Invalid input: `error.fields` has a message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No such shift type of yours (or a job id that is not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    deleteApiShiftTypesId: {
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
                content?: never;
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No such shift type of yours (or a job id that is not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    patchApiShiftTypesId: {
        parameters: {
            query?: never;
            header?: never;
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
                    name?: string;
                    nickname?: string;
                    paidHours?: number;
                    premiums?: {
                        amountPerHour: number;
                        /** @default 00:00 */
                        appliesFrom?: string;
                        /** @default 23:59 */
                        appliesTo?: string;
                        name: string;
                    }[];
                    startTime?: string;
                    symbol?: ("trade" | "overtime" | "oncall" | "education") | null;
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
                            id: string;
                            name: string;
                        }[];
                        startTime: string;
                        symbol: ("trade" | "overtime" | "oncall" | "education") | null;
                    };
                };
            };
            /** @description Invalid input: `error.fields` has a message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No such shift type of yours (or a job id that is not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    putApiShiftTypesOrder: {
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
                                id: string;
                                name: string;
                            }[];
                            startTime: string;
                            symbol: ("trade" | "overtime" | "oncall" | "education") | null;
                        }[];
                    };
                };
            };
            /** @description Invalid input: `error.fields` has a message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No such shift type of yours (or a job id that is not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
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
                        }[];
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    postApiTodos: {
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
                 *       "text": "Restock the supply cart"
                 *     }
                 */
                "application/json": {
                    text: string;
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
                    };
                };
            };
            /** @description Invalid input: `error.fields` has a message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Already 500 tasks */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    deleteApiTodosId: {
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
                content?: never;
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No such task of yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    patchApiTodosId: {
        parameters: {
            query?: never;
            header?: never;
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
                    text?: string;
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
                    };
                };
            };
            /** @description Invalid input: `error.fields` has a message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No such task of yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
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
            /** @description No such photo */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
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
            /** @description A tampered or expired link */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No such file, or not the signed-in nurse's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
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
            /** @description The link was changed or has expired */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No such file */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A HEIC photo that could not be converted for preview */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
