import type { Mail } from "../../mail/mailer";
import { message } from "../../mail/messages";

/** The invitation emails: to an account (open the app), or to an address without one (sign up). */
export const colleagueMessages = {
  invitation: (to: string, inviterName: string, url: string): Mail =>
    message(
      to,
      `${inviterName} invited you to share schedules on NurseVitals`,
      [
        `${inviterName} would like to add you to their colleague network on NurseVitals.`,
        "Connected colleagues see each other's shifts (name, times, hospital and unit) and nothing else. Accept or decline in Friends Calendar within 30 days.",
      ],
      { label: "Open Friends Calendar", url },
    ),
  signUpInvitation: (to: string, inviterName: string, url: string): Mail =>
    message(
      to,
      `${inviterName} invited you to NurseVitals`,
      [
        `${inviterName} would like to share schedules with you on NurseVitals, the shift calendar for nurses.`,
        "Sign up with this email address and confirm it within 30 days: the invitation will be waiting for you in Friends Calendar.",
      ],
      { label: "Sign up", url },
    ),
};
