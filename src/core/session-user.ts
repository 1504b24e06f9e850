/**
 * Who is signed in, as the web app knows her: embedded in a signed-in page
 * (the `nv-session` script), and in the sign-in, sign-up and get-session
 * answers. Defined once here for the web app and the server.
 */
export interface SessionUser {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  /** Her avatar's URL, or null (the header shows her initials). */
  image: string | null;
}
