/*
 * emoji-mart 5.6 (its last release) marks its emoji grid up as plain buttons carrying list and
 * selection state: every emoji <button> has aria-posinset/aria-setsize and the highlighted one
 * aria-selected, and the category buttons above it aria-selected. ARIA allows none of these on a
 * button (axe: aria-allowed-attr, critical), so a screen reader may drop them. Removing them would
 * also remove emoji-mart's highlight, which its CSS draws from [aria-selected]. Instead the roles are
 * completed around the attributes, so what emoji-mart says becomes valid, and is read:
 * - each category's grid is a listbox named after its heading, and each emoji in it an option
 *   ("Grinning face, 2 of 1617, selected");
 * - the category buttons are tabs in a tablist named "Emoji categories" (the selected one is the
 *   category in view), one Tab stop that Left/Right/Home/End move along (the ARIA tabs pattern:
 *   moving selects, i.e. scrolls to the category, as a click does).
 * Its search field is drawn as a faint fill with no edge; an edge in the control-edge token (WCAG
 * 1.4.11) is added to the shadow root's styles (`SEARCH_EDGE`).
 * emoji-mart renders into an open shadow root with Preact, which never touches attributes it did not
 * set, and adds emoji rows as they scroll into view, so added nodes are fixed as they come.
 */

const EMOJI = 'button[aria-posinset]';

/**
 * Added after emoji-mart's own styles (same selector, so this wins); its focus style, more specific,
 * still draws the accent ring inside. The token is the page's (custom properties cross the shadow root).
 */
export const SEARCH_EDGE = '.search input[type="search"] { border: 1px solid var(--color-control-edge); }';

const tabsIn = (tablist: Element) =>
  [...tablist.children].filter((child): child is HTMLElement => child.localName === 'button');

/** One tab in the Tab order: the focused one, else the selected one (the category in view), else the first. */
function setTabStop(tablist: Element) {
  const tabs = tabsIn(tablist);
  const root = tablist.getRootNode() as Document | ShadowRoot;
  const stop =
    tabs.find((tab) => tab === root.activeElement) ??
    tabs.find((tab) => tab.getAttribute('aria-selected') === 'true') ??
    tabs[0];
  for (const tab of tabs) setAttribute(tab, 'tabindex', tab === stop ? '0' : '-1');
}

const KEY_STEPS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

function handleTabKey(event: KeyboardEvent) {
  const step = KEY_STEPS[event.key];
  const tablist = event.currentTarget;
  if (!step || !(tablist instanceof Element) || event.altKey || event.ctrlKey || event.metaKey) return;
  const tabs = tabsIn(tablist);
  const index = tabs.indexOf(event.target as HTMLElement);
  const next = index < 0 ? undefined : tabs[step(index, tabs.length)];
  if (!next) return;
  event.preventDefault();
  next.focus();
  next.click(); // emoji-mart scrolls to the category, which then shows selected
  setTabStop(tablist);
}

/** Tablists given their keys already (emoji-mart keeps the same element while the picker lives). */
const roving = new WeakSet<Element>();

function setAttribute(element: Element, name: string, value: string) {
  if (element.getAttribute(name) !== value) element.setAttribute(name, value);
}

/** One pass over the picker: idempotent, and it only ever sets attributes (never adds nodes). */
export function completeEmojiMartRoles(root: ParentNode) {
  const tabs = root.querySelector('#nav > div');
  if (tabs) {
    setAttribute(tabs, 'role', 'tablist');
    setAttribute(tabs, 'aria-label', 'Emoji categories');
    for (const tab of tabsIn(tabs)) setAttribute(tab, 'role', 'tab');
    if (!roving.has(tabs)) {
      roving.add(tabs);
      tabs.addEventListener('keydown', handleTabKey as EventListener);
      // Focus leaving the tabs hands the Tab stop back to the selected one.
      tabs.addEventListener('focusout', () => queueMicrotask(() => setTabStop(tabs)));
    }
    setTabStop(tabs);
  }
  for (const category of root.querySelectorAll('.category')) {
    // A heading, then the grid (rows of emoji); search results are a category too.
    const grid = category.children[1];
    if (!grid) continue;
    const emoji = grid.querySelectorAll(EMOJI);
    if (emoji.length === 0) {
      // No results, or rows not drawn yet: a listbox with no options would be wrong.
      grid.removeAttribute('role');
      grid.removeAttribute('aria-label');
      continue;
    }
    setAttribute(grid, 'role', 'listbox');
    setAttribute(grid, 'aria-label', category.children[0]?.textContent?.trim() || 'Emoji');
    for (const option of emoji) setAttribute(option, 'role', 'option');
  }
}

/**
 * Keeps `host`'s emoji-mart picker valid while it lives: fixes it now and whenever emoji-mart adds or
 * removes nodes. Returns the stop function.
 */
export function watchEmojiMartRoles(shadowRoot: ShadowRoot): () => void {
  const edge = document.createElement('style');
  edge.textContent = SEARCH_EDGE;
  shadowRoot.append(edge);
  completeEmojiMartRoles(shadowRoot);
  // childList, and the tabs' aria-selected (the category in view changed: it becomes the Tab stop);
  // the attributes set here are neither, so they never wake the observer up again.
  const observer = new MutationObserver(() => completeEmojiMartRoles(shadowRoot));
  observer.observe(shadowRoot, { childList: true, subtree: true });
  const nav = shadowRoot.querySelector('#nav');
  const tabsObserver = new MutationObserver(() => {
    const tabs = shadowRoot.querySelector('#nav > div');
    if (tabs) setTabStop(tabs);
  });
  if (nav) tabsObserver.observe(nav, { attributes: true, subtree: true, attributeFilter: ['aria-selected'] });
  return () => {
    observer.disconnect();
    tabsObserver.disconnect();
    edge.remove();
  };
}
