import { waitFor, within } from '@testing-library/dom';
import { afterEach, describe, expect, it } from 'vitest';
import { SEARCH_EDGE, watchEmojiMartRoles } from './emoji-mart-aria';

// The shape emoji-mart 5.6 renders into its shadow root (trimmed): category tabs, then each
// category's heading and rows of emoji buttons; rows out of view are drawn empty until scrolled to.
const emoji = (char: string, pos: number, selected = false) =>
  `<button aria-label="${char}" aria-posinset="${pos}" aria-setsize="3"${selected ? ' aria-selected="true"' : ''} type="button" tabindex="-1">${char}</button>`;
const pickerHtml = `
  <section id="root">
    <nav id="nav"><div class="flex relative">
      <button aria-label="Frequently used" aria-selected="true" type="button"></button>
      <button aria-label="Smileys &amp; People" type="button"></button>
      <button aria-label="Animals &amp; Nature" type="button"></button>
      <div class="bar"></div>
    </div></nav>
    <div class="search"><input type="search" placeholder="Search"></div>
    <div class="scroll">
      <div data-id="frequent" class="category">
        <div class="sticky">Frequently used</div>
        <div class="relative"><div class="flex row">${emoji('👍', 1, true)}${emoji('😀', 2)}</div></div>
      </div>
      <div data-id="people" class="category">
        <div class="sticky">Smileys &amp; People</div>
        <div class="relative"><div class="flex row"></div></div>
      </div>
    </div>
  </section>`;

function mountPicker() {
  const host = document.createElement('em-emoji-picker');
  document.body.append(host);
  const shadowRoot = host.attachShadow({ mode: 'open' });
  shadowRoot.innerHTML = pickerHtml;
  const picker = within(shadowRoot.querySelector('section') as HTMLElement);
  return { shadowRoot, picker };
}

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  document.body.replaceChildren();
});

describe('watchEmojiMartRoles', () => {
  it("gives emoji-mart's attributes the roles that allow them: options in a named listbox, tabs in a tablist", () => {
    const { shadowRoot, picker } = mountPicker();
    stop = watchEmojiMartRoles(shadowRoot);

    const frequent = picker.getByRole('listbox', { name: 'Frequently used' });
    expect(
      within(frequent)
        .getAllByRole('option')
        .map((option) => option.getAttribute('aria-label')),
    ).toEqual(['👍', '😀']);
    // emoji-mart's own state is kept (its highlight is drawn from it) and now means something.
    expect(within(frequent).getByRole('option', { selected: true })).toHaveAccessibleName('👍');
    expect(within(frequent).getByRole('option', { name: '😀' })).toHaveAttribute('aria-posinset', '2');

    const tabs = picker.getByRole('tablist', { name: 'Emoji categories' });
    expect(within(tabs).getByRole('tab', { selected: true })).toHaveAccessibleName('Frequently used');
    expect(within(tabs).getAllByRole('tab')).toHaveLength(3);
    // No emoji drawn yet in that category: no empty listbox.
    expect(picker.queryByRole('listbox', { name: 'Smileys & People' })).toBeNull();
  });

  it('completes emoji rows drawn later (scrolled into view, search results) and empties no-result lists', async () => {
    const { shadowRoot, picker } = mountPicker();
    stop = watchEmojiMartRoles(shadowRoot);

    const emptyRow = shadowRoot.querySelector('[data-id="people"] .row') as HTMLElement;
    emptyRow.innerHTML = emoji('😂', 3);
    await waitFor(() => expect(picker.getByRole('listbox', { name: 'Smileys & People' })).toBeInTheDocument());
    expect(picker.getByRole('option', { name: '😂' })).toBeInTheDocument();

    // Search results with nothing found: the grid is no longer a list.
    const frequentGrid = shadowRoot.querySelector('[data-id="frequent"] .relative') as HTMLElement;
    frequentGrid.replaceChildren();
    await waitFor(() => expect(picker.queryByRole('listbox', { name: 'Frequently used' })).toBeNull());
  });

  it('makes the category tabs one Tab stop that Left/Right/Home/End move along, selecting as they go', async () => {
    const { shadowRoot, picker } = mountPicker();
    stop = watchEmojiMartRoles(shadowRoot);
    const tabs = picker.getAllByRole('tab');
    const clicked: string[] = [];
    for (const tab of tabs) tab.addEventListener('click', () => clicked.push(tab.getAttribute('aria-label') ?? ''));
    // Only the selected tab (the category in view) is in the Tab order.
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);

    const press = (key: string) =>
      shadowRoot.activeElement?.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
    tabs[0]!.focus();
    press('ArrowRight');
    expect(shadowRoot.activeElement).toBe(tabs[1]);
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([-1, 0, -1]);
    press('End');
    expect(shadowRoot.activeElement).toBe(tabs[2]);
    press('ArrowRight'); // wraps
    expect(shadowRoot.activeElement).toBe(tabs[0]);
    press('ArrowLeft');
    expect(shadowRoot.activeElement).toBe(tabs[2]);
    press('Home');
    expect(shadowRoot.activeElement).toBe(tabs[0]);
    // Each move scrolls the grid to its category, as emoji-mart does on a click.
    expect(clicked).toEqual([
      'Smileys & People',
      'Animals & Nature',
      'Frequently used',
      'Animals & Nature',
      'Frequently used',
    ]);

    // emoji-mart selects the category scrolled into view: once focus has left, that tab is the stop.
    tabs[0]!.removeAttribute('aria-selected');
    tabs[2]!.setAttribute('aria-selected', 'true');
    tabs[0]!.blur();
    await waitFor(() => expect(tabs.map((tab) => tab.tabIndex)).toEqual([-1, -1, 0]));
  });

  it("gives the search field an edge in the control-edge token, after emoji-mart's own styles", () => {
    const { shadowRoot } = mountPicker();
    stop = watchEmojiMartRoles(shadowRoot);
    expect(SEARCH_EDGE).toContain('border: 1px solid var(--color-control-edge)');
    expect(shadowRoot.lastElementChild?.localName).toBe('style');
    expect(shadowRoot.lastElementChild?.textContent).toBe(SEARCH_EDGE);
  });

  it('stops when the picker closes', async () => {
    const { shadowRoot, picker } = mountPicker();
    watchEmojiMartRoles(shadowRoot)();
    (shadowRoot.querySelector('[data-id="people"] .row') as HTMLElement).innerHTML = emoji('😂', 3);
    await Promise.resolve();
    expect(picker.getByRole('button', { name: '😂' })).toBeInTheDocument();
  });
});
