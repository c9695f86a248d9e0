/** Mails' words: every text a player wrote (names) is escaped in the HTML part. */

export interface MailContent {
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

export interface MailLine {
  readonly line: string;
  readonly url: string;
}

const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

/** A subject on one line (a name with a line break cannot add headers; nodemailer encodes the rest). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the characters a subject may not hold
const CONTROLS = /[\u0000-\u001f\u007f]+/g;
const oneLine = (text: string): string => text.replace(CONTROLS, ' ').slice(0, 200);

const FOOTER_TEXT = 'You get this mail because you asked for alerts. Stop them all:';

function page(body: string, unsubscribeUrl: string): string {
  return `<!doctype html><html><body style="font-family: sans-serif">${body}<hr><p style="font-size: small">${escapeHtml(FOOTER_TEXT)} <a href="${escapeHtml(unsubscribeUrl)}">unsubscribe</a></p></body></html>`;
}

/** One alert, or several (a digest), each line with the link to its table. */
export function alertMail(subject: string, lines: readonly MailLine[], unsubscribeUrl: string): MailContent {
  const text = [
    ...lines.map((l) => `${l.line}\n${l.url}\n`),
    '--',
    `${FOOTER_TEXT} ${unsubscribeUrl}`,
    '',
  ].join('\n');
  const items = lines
    .map((l) => `<li><a href="${escapeHtml(l.url)}">${escapeHtml(l.line)}</a></li>`)
    .join('');
  return { subject: oneLine(subject), text, html: page(`<ul>${items}</ul>`, unsubscribeUrl) };
}

/** The mail asking to confirm a new address. */
export function confirmationMail(confirmUrl: string, unsubscribeUrl: string, hours: number): MailContent {
  const line = `Confirm this address for Carcassonne alerts (the link works once, for ${hours} hours):`;
  return {
    subject: 'Confirm your address for Carcassonne alerts',
    text: `${line}\n${confirmUrl}\n\nIf you did not ask for it, ignore this mail.\n--\n${FOOTER_TEXT} ${unsubscribeUrl}\n`,
    html: page(
      `<p>${escapeHtml(line)}</p><p><a href="${escapeHtml(confirmUrl)}">${escapeHtml(confirmUrl)}</a></p><p>If you did not ask for it, ignore this mail.</p>`,
      unsubscribeUrl,
    ),
  };
}
