import { escapeHtml } from "../http/escape-html";
import type { Mail } from "./mailer";

export function message(to: string, subject: string, lines: string[], action: { label: string; url: string }): Mail {
  const text = [...lines, "", `${action.label}: ${action.url}`, "", "— NurseVitals"].join("\n");
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#0f172a;line-height:1.5">
${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join("\n")}
<p><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#2563eb;color:#fff;padding:10px 16px;border-radius:8px;text-decoration:none">${escapeHtml(action.label)}</a></p>
<p style="font-size:13px;color:#475569">Or open this link: ${escapeHtml(action.url)}</p>
<p>— NurseVitals</p></body></html>`;
  return { to, subject, text, html };
}

export const mailMessages = {
  resetPassword: (to: string, url: string) =>
    message(
      to,
      "Reset your NurseVitals password",
      [
        "Someone asked to reset the password of your NurseVitals account.",
        "The link below works once and for one hour. If it was not you, ignore this email: your password stays as it is.",
      ],
      { label: "Choose a new password", url },
    ),
  verifyEmail: (to: string, url: string) =>
    message(to, "Confirm your email for NurseVitals", ["Welcome to NurseVitals! Please confirm that this is your email address."], {
      label: "Confirm my email",
      url,
    }),
  changeEmail: (to: string, url: string) =>
    message(
      to,
      "Confirm your new email for NurseVitals",
      [
        "You asked to use this address for your NurseVitals account.",
        "Your email changes only when you follow the link below. If it was not you, ignore this email.",
      ],
      { label: "Confirm my new email", url },
    ),
};
