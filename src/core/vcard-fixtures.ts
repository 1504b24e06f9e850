/**
 * vCard files as real exporters write them, for vcard.test.ts: written by hand
 * (the quoted-printable bytes by a few lines of script) from each format's
 * documentation. None holds a real person. Each is the file's text line by
 * line, with the line ends the exporter uses.
 */

const file = (lines: string[], end = "\r\n") => lines.join(end) + end;

/**
 * Android's contacts export (Samsung, older Android), vCard 2.1: quoted-printable
 * UTF-8 with every byte encoded and a soft line break after 67 characters,
 * `TEL;CELL:` bare types, a folded BASE64 PHOTO, X-ANDROID-CUSTOM, a card with no
 * name. Source: AOSP frameworks/opt/vcard, VCardBuilder (encodeQuotedPrintable,
 * appendTelephoneLine); the vCard 2.1 specification (Internet Mail Consortium,
 * 1996) §2.1.3 and §2.4.
 */
export const ANDROID_SAMSUNG_21 = file([
  "BEGIN:VCARD",
  "VERSION:2.1",
  "N;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:=4D=C3=BC=6C=6C=65=72;=4A=C3=BC=72=67=65=6E;;;",
  "FN;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:=4A=C3=BC=72=67=65=6E=20=4D=C3=BC=6C=6C=65=72",
  "TEL;CELL:+1 604-555-0101",
  "TEL;WORK:604-555-0199",
  "EMAIL;WORK:juergen.mueller@example.org",
  "ORG;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:=53=74=2E=20=50=61=75=6C=E2=80=99=73=20=48=6F=73=70=69=74=61=6C;=43=61=72=64=69=61=63=20=49=43=55",
  "TITLE:Charge Nurse",
  "NOTE;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:=4E=69=67=68=74=73=20=6F=6E=6C=79=2E=0D=0A=4B=6E=6F=77=73=20=74=68=65=",
  "=20=6E=65=77=20=70=75=6D=70=73=3B=20=61=73=6B=20=68=69=6D=20=66=69=72=",
  "=73=74=2E",
  "X-ANDROID-CUSTOM:vnd.android.cursor.item/nickname;Jürgi;1;;;;;;;;;;;;;",
  "PHOTO;ENCODING=BASE64;JPEG:/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAgGBgcGBQgHBwcJCQgKDBQNDAsLDBkSEw8UHRofHh0a",
  " HBwgJC4nICIsIxwcKDcpLDAxNDQ0Hyc5PTgyPC4zNDL/wAALCAABAAEBAREA/8QAFAABAAAAAAAA",
  " AAAAAAAAAAAACf/EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQEAAD8AVN//2Q==",
  "",
  "END:VCARD",
  "BEGIN:VCARD",
  "VERSION:2.1",
  "N:;;;;",
  "TEL;CELL:604-555-0133",
  "END:VCARD",
  "BEGIN:VCARD",
  "VERSION:2.1",
  "N:Lee;Jordan;;;",
  "FN:Jordan Lee",
  "TEL;CELL;PREF:778-555-0144",
  "TEL;HOME:604-555-0155",
  "END:VCARD",
]);

/**
 * Apple Contacts (iPhone, iCloud, macOS), vCard 3.0: lower-case repeated `type=`
 * params, type=pref, TYPE=IPHONE, grouped `item1.` properties with X-ABLabel, ORG
 * with a trailing ";", an escaped NOTE. Source: RFC 2426 §3.3.1, §3.5.5, §5;
 * Apple's Contacts help, "Export contacts".
 */
export const APPLE_30 = file([
  "BEGIN:VCARD",
  "VERSION:3.0",
  "PRODID:-//Apple Inc.//iPhone OS 17.4//EN",
  "N:Okafor;Ben;;;",
  "FN:Ben Okafor",
  "ORG:Vancouver General Hospital;Emergency;",
  "TITLE:Unit Clerk",
  "item1.EMAIL;type=INTERNET;type=pref:ben.okafor@example.org",
  "item1.X-ABLabel:_$!<Other>!$_",
  "TEL;type=IPHONE;type=CELL;type=VOICE;type=pref:(604) 555-0142",
  "TEL;type=WORK;type=VOICE:604-555-0100",
  "NOTE:Line one\\nLine two\\, with a comma\\; and a semicolon \\\\o/",
  "item2.ADR;type=WORK;type=pref:;;899 W 12th Ave;Vancouver;BC;V5Z 1M9;Canada",
  "item2.X-ABADR:ca",
  "END:VCARD",
]);

/**
 * Google Contacts export ("vCard (for iOS Contacts)"), vCard 3.0: LF line ends,
 * a folded NOTE, TYPE=INTERNET;TYPE=WORK, two addresses, a CJK name, a pager.
 * Source: RFC 2426 §2.6 (folding), §3.3.1 (TYPE=pager); Google Contacts help,
 * "Export contacts".
 */
export const GOOGLE_30 = file(
  [
    "BEGIN:VCARD",
    "VERSION:3.0",
    "FN:Lin Nguyen",
    "N:Nguyen;Lin;;;",
    "EMAIL;TYPE=INTERNET;TYPE=WORK:lin.nguyen@example.org",
    "EMAIL;TYPE=INTERNET;TYPE=HOME:lin@example.net",
    "TEL;TYPE=CELL:+1 604-555-0177",
    "ORG:St. Paul's Hospital",
    "TITLE:Nurse Educator",
    "NOTE:Teaches ACLS on the 2nd Tuesday of each month\\, and PALS when asked. Bri",
    " ngs coffee.",
    "CATEGORIES:myContacts",
    "END:VCARD",
    "BEGIN:VCARD",
    "VERSION:3.0",
    "FN:王芳",
    "N:王;芳;;;",
    "TEL;TYPE=PAGER:604-555-0188",
    "END:VCARD",
  ],
  "\n",
);

/**
 * Outlook "Save as vCard", vCard 2.1 in Windows-1252 with no CHARSET: LANGUAGE=
 * on N, TEL;WORK;FAX, EMAIL;PREF;INTERNET, a quoted-printable NOTE in the Windows
 * code page. Source: the vCard 2.1 specification §2.1.3 (default character set);
 * Microsoft's [MS-OXVCARD] (vCard to contact mapping). Its bytes: every character
 * here is below U+0100, where Windows-1252 and Latin-1 agree.
 */
export const OUTLOOK_21 = Uint8Array.from(
  file([
    "BEGIN:VCARD",
    "VERSION:2.1",
    "N;LANGUAGE=fr-ca:Côté;Élise",
    "FN:Élise Côté",
    "ORG:CHUM;Soins intensifs",
    "TITLE:Infirmière-chef",
    "TEL;WORK;VOICE:(514) 555-0123",
    "TEL;CELL;VOICE:(514) 555-0456",
    "TEL;WORK;FAX:(514) 555-0789",
    "EMAIL;PREF;INTERNET:elise.cote@example.ca",
    "NOTE;ENCODING=QUOTED-PRINTABLE:Parle fran=E7ais et anglais.=0D=0AJour seulement.",
    "X-MS-OL-DEFAULT-POSTAL-ADDRESS:0",
    "REV:20260115T180000Z",
    "END:VCARD",
  ]),
  (ch) => ch.charCodeAt(0),
);

/**
 * vCard 4.0: RFC 6350 §8's example card (Simon Perreault), with
 * TEL;VALUE=uri;TYPE="work,voice";PREF=1:tel:…;ext=102 and folded lines.
 */
export const RFC6350_40 = file([
  "BEGIN:VCARD",
  "VERSION:4.0",
  "FN:Simon Perreault",
  "N:Perreault;Simon;;;ing. jr,M.Sc.",
  "BDAY:--0203",
  "ANNIVERSARY:20090808T1430-0500",
  "GENDER:M",
  "LANG;PREF=1:fr",
  "LANG;PREF=2:en",
  "ORG;TYPE=work:Viagenie",
  "ADR;TYPE=work:;Suite D2-630;2875 Laurier;",
  " Quebec;QC;G1V 2M2;Canada",
  'TEL;VALUE=uri;TYPE="work,voice";PREF=1:tel:+1-418-656-9254;ext=102',
  'TEL;VALUE=uri;TYPE="work,cell,voice,video,text":tel:+1-418-262-6501',
  "EMAIL;TYPE=work:simon.perreault@viagenie.ca",
  "GEO;TYPE=work:geo:46.772673,-71.282945",
  "KEY;TYPE=work;VALUE=uri:",
  " http://www.viagenie.ca/simon.perreault/simon.asc",
  "TZ:-0500",
  "URL;TYPE=home:http://nomis80.org",
  "END:VCARD",
]);
