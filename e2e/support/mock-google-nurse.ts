/** Who the local stand-in for Google says the nurse is. */
export const GOOGLE_NURSE = {
  sub: "google-nurse-1",
  email: "gabi.google@example.com",
  name: "Gabi Google",
  given_name: "Gabi",
  family_name: "Google",
  email_verified: true,
};
