/**
 * The accessibility crawl's checks of a page as it is drawn (a11y-routes-e2e.test.ts): scripts
 * evaluated in the page, as text (the server's tests have no DOM types), each answering what it
 * finds wrong.
 */

/**
 * The words of each shown checkbox or radio button whose first line of words lies on another line
 * than the box itself (a row wrapped between them); a see-through box is not shown.
 */
export const SPLIT_BOXES = `(() => [...document.querySelectorAll('label')].flatMap((label) => {
  const box = label.querySelector(':scope > input[type=checkbox], :scope > input[type=radio]');
  // A box drawn otherwise (the game cards' radio buttons are see-through, the card is the control).
  if (!box || box.getClientRects().length === 0 || getComputedStyle(box).opacity === '0') return [];
  const walk = document.createTreeWalker(label, NodeFilter.SHOW_TEXT);
  let text = walk.nextNode();
  while (text && (text.textContent.trim() === '' || !(box.compareDocumentPosition(text) & Node.DOCUMENT_POSITION_FOLLOWING))) text = walk.nextNode();
  if (!text) return [];
  const range = document.createRange();
  range.selectNodeContents(text);
  const first = [...range.getClientRects()].find((r) => r.width > 0);
  const b = box.getBoundingClientRect();
  return first && (first.top >= b.bottom || first.bottom <= b.top) ? [label.textContent.trim().slice(0, 40)] : [];
}))()`;
/**
 * Each pair of shown controls (buttons, menus, fields) that touch or overlap, less than 2 px
 * apart both across and down: a row or column of them wrapped with no gap, where a finger or a
 * glance takes one for the other. Not shown: hidden (a closed disclosure's contents too), or
 * covered where the middle of its visible part is (by a dialog, by the header over what a screen
 * scrolled under it). A control inside another (a button in a summary) is not a pair, nor one that
 * stays put (a phone's turn bar, a dialog) and one of the page that scrolls past it.
 */
export const TOUCHING_CONTROLS = `(() => {
  const name = (e) => (e.getAttribute('data-action') ? '[data-action=' + e.getAttribute('data-action') + ']' : e.tagName.toLowerCase()) + ' "' + (e.textContent || e.getAttribute('aria-label') || e.name || '').trim().slice(0, 24) + '"';
  const uncovered = (e, r) => {
    const x = r.left + r.width / 2, y = r.top + r.height / 2;
    if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) return true;
    const top = document.elementFromPoint(x, y);
    return top !== null && (e === top || e.contains(top) || (e.labels && [...e.labels].some((l) => l.contains(top))));
  };
  // The part of a control its scrolling boxes let show (a screen's own scroll cuts it at the header).
  const clipped = (e) => {
    let { left, top, right, bottom } = e.getBoundingClientRect();
    for (let a = e.parentElement; a; a = a.parentElement) {
      const s = getComputedStyle(a);
      if (s.overflowX === 'visible' && s.overflowY === 'visible') continue;
      const c = a.getBoundingClientRect();
      left = Math.max(left, c.left); top = Math.max(top, c.top); right = Math.min(right, c.right); bottom = Math.min(bottom, c.bottom);
    }
    return { left, top, right, bottom, width: Math.max(0, right - left), height: Math.max(0, bottom - top) };
  };
  // What stays put while the page scrolls (a phone's turn bar, a dialog): its controls meet the
  // page's only by scrolling.
  const layer = (e) => {
    for (let a = e; a; a = a.parentElement) if (/^(fixed|sticky)$/.test(getComputedStyle(a).position)) return a;
    return null;
  };
  const shown = [...document.querySelectorAll('button, select, textarea, input:not([type=checkbox]):not([type=radio]):not([type=hidden]):not([type=range]), a.button')]
    .map((e) => ({ e, r: clipped(e), layer: layer(e) }))
    .filter(({ e, r }) => r.width > 0 && r.height > 0 && e.checkVisibility({ opacityProperty: true, visibilityProperty: true }) && uncovered(e, r));
  const found = [];
  for (let i = 0; i < shown.length; i++)
    for (let j = i + 1; j < shown.length; j++) {
      const a = shown[i], b = shown[j];
      if (a.e.contains(b.e) || b.e.contains(a.e) || a.layer !== b.layer) continue;
      const across = Math.max(a.r.left - b.r.right, b.r.left - a.r.right);
      const down = Math.max(a.r.top - b.r.bottom, b.r.top - a.r.bottom);
      if (across < 2 && down < 2) found.push(name(a.e) + ' and ' + name(b.e));
    }
  return found;
})()`;
/**
 * Each shown box (a button, a cell, a label, a heading, a line) whose words reach past its edges
 * while it lets them show (a long word in a narrow column or button). Its words are measured, not
 * its drawn decorations (the bracket's joining lines), nor words hidden inside it (for a screen
 * reader only).
 */
export const SPILLING = `(() => [...document.querySelectorAll('button, a.button, th, td, label, summary, h1, h2, h3, h4, li, p, dd, dt')].flatMap((e) => {
  if (e.getClientRects().length === 0 || !e.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return [];
  if (getComputedStyle(e).overflowX !== 'visible') return [];
  const box = e.getBoundingClientRect();
  const shows = (node) => {
    for (let a = node.parentElement; a && a !== e; a = a.parentElement) if (getComputedStyle(a).overflowX !== 'visible') return false;
    return true;
  };
  const walk = document.createTreeWalker(e, NodeFilter.SHOW_TEXT);
  let left = Infinity, right = -Infinity;
  for (let text = walk.nextNode(); text; text = walk.nextNode()) {
    if (text.textContent.trim() === '' || !shows(text)) continue;
    const range = document.createRange();
    range.selectNodeContents(text);
    for (const r of range.getClientRects()) if (r.width > 0) { left = Math.min(left, r.left); right = Math.max(right, r.right); }
  }
  if (left === Infinity || (right <= box.right + 1 && left >= box.left - 1)) return [];
  return [e.tagName.toLowerCase() + (e.className ? '.' + String(e.className).split(' ')[0] : '') + ' "' + e.textContent.trim().slice(0, 30) + '" ' + Math.round(left - box.left) + '..' + Math.round(right - box.right)];
}))()`;
/** The focused element when neither it nor its parent shows an outline or a ring (null: visible). */
export const UNSEEN_FOCUS = `(() => {
  const el = document.activeElement;
  if (!el || el === document.body) return null;
  const shows = (e) => {
    const s = getComputedStyle(e);
    return (s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) >= 2) || s.boxShadow !== 'none';
  };
  if (shows(el) || (el.parentElement && shows(el.parentElement))) return null;
  return el.tagName.toLowerCase() + (el.getAttribute('data-action') ? '[data-action=' + el.getAttribute('data-action') + ']' : el.className ? '.' + String(el.className).split(' ')[0] : '');
})()`;
