/**
 * The tab's title and icon while alerts wait to be seen: "(2) Your turn — Carcassonne" and the
 * icon with a red dot. Both are given back when the player looks at the tab again (it becomes
 * visible, the window gets the focus) or acts in it (a click, a touch, a key).
 */
let waiting = 0;
/** The page's own title (the screen's), shown again when the alerts were seen. */
let title: string | null = null;
let label = '';
let icon: string | null = null;
let listening = false;

const DOT = "%3Ccircle cx='7.2' cy='2.8' r='2.8' fill='%23e02424' stroke='white' stroke-width='.6'/%3E";
const PLAIN_DOT = `data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 10 10'%3E${DOT}%3C/svg%3E`;

function iconLink(): HTMLLinkElement | null {
  return document.querySelector<HTMLLinkElement>('link[rel="icon"]');
}

/** The page's icon with a dot on it (its own SVG when it is one, else a dot alone). */
export function dottedIcon(href: string): string {
  const end = '%3C/svg%3E';
  return href.startsWith('data:image/svg+xml,') && href.endsWith(end)
    ? `${href.slice(0, -end.length)}${DOT}${end}`
    : PLAIN_DOT;
}

/** One more alert waits: the title counts them and names the latest; the icon has its dot. */
export function showBadge(latest: string): void {
  if (typeof document === 'undefined') return;
  if (waiting === 0) {
    title = document.title;
    icon = iconLink()?.getAttribute('href') ?? null;
  }
  waiting++;
  label = latest;
  document.title = `(${waiting}) ${label} — ${title ?? ''}`;
  const link = iconLink();
  if (link) {
    link.setAttribute('href', dottedIcon(icon ?? ''));
    link.dataset.alert = String(waiting);
  }
  listen();
}

/** The page's own title (the screen shown): at once, or under the alerts' count while they wait. */
export function setPageTitle(text: string): void {
  if (typeof document === 'undefined') return;
  if (waiting === 0) document.title = text;
  else {
    title = text;
    document.title = `(${waiting}) ${label} — ${text}`;
  }
}

/** The alerts were seen: the title and icon are the page's own again. */
export function clearBadge(): void {
  if (waiting === 0 || typeof document === 'undefined') return;
  waiting = 0;
  if (title !== null) document.title = title;
  const link = iconLink();
  if (link && icon !== null) {
    link.setAttribute('href', icon);
    delete link.dataset.alert;
  }
  title = null;
  icon = null;
}

function listen(): void {
  if (listening) return;
  listening = true;
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') clearBadge();
  });
  window.addEventListener('focus', clearBadge);
  for (const type of ['pointerdown', 'keydown'] as const)
    window.addEventListener(type, clearBadge, { capture: true, passive: true });
}
