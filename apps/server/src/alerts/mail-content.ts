/** Mails' words: every text a player wrote (names) is escaped in the HTML part. */
import { alertWords, fill, type AlertWords } from './alert-words.js';

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

function page(body: string, unsubscribeUrl: string, words: AlertWords): string {
  return `<!doctype html><html><body style="font-family: sans-serif">${body}<hr><p style="font-size: small">${escapeHtml(words.footer)} <a href="${escapeHtml(unsubscribeUrl)}">${escapeHtml(words.unsubscribe)}</a></p></body></html>`;
}

/** One alert, or several (a digest), each line with the link to its table, in the player's words. */
export function alertMail(
  subject: string,
  lines: readonly MailLine[],
  unsubscribeUrl: string,
  words: AlertWords = alertWords(undefined),
): MailContent {
  const text = [
    ...lines.map((l) => `${l.line}\n${l.url}\n`),
    '--',
    `${words.footer} ${unsubscribeUrl}`,
    '',
  ].join('\n');
  const items = lines
    .map((l) => `<li><a href="${escapeHtml(l.url)}">${escapeHtml(l.line)}</a></li>`)
    .join('');
  return { subject: oneLine(subject), text, html: page(`<ul>${items}</ul>`, unsubscribeUrl, words) };
}

/** The mail asking to confirm a new address. */
export function confirmationMail(
  confirmUrl: string,
  unsubscribeUrl: string,
  hours: number,
  words: AlertWords = alertWords(undefined),
): MailContent {
  const line = fill(words.confirmLine, { hours });
  return {
    subject: words.confirmSubject,
    text: `${line}\n${confirmUrl}\n\n${words.confirmIgnore}\n--\n${words.footer} ${unsubscribeUrl}\n`,
    html: page(
      `<p>${escapeHtml(line)}</p><p><a href="${escapeHtml(confirmUrl)}">${escapeHtml(confirmUrl)}</a></p><p>${escapeHtml(words.confirmIgnore)}</p>`,
      unsubscribeUrl,
      words,
    ),
  };
}
