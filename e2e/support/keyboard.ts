import { expect, type Locator, type Page } from '@playwright/test';

/*
 * Keyboard-only helpers (issue 18): the specs that use them press keys and never click, so every
 * control they reach is reachable with Tab, and every action they take works with Enter, Space,
 * Escape or the arrows.
 */

/** Whether `target` holds focus (inside a shadow root too, e.g. the emoji picker's search). */
const isFocused = (target: Locator) => target.evaluate((element) => element.matches(':focus'));

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, failing after `max` presses: the control is
 * reachable from the keyboard in the page's own order.
 */
export async function tabTo(page: Page, target: Locator, { backwards = false, max = 60 } = {}) {
  await target.waitFor({ state: 'attached' });
  for (let press = 0; press < max && !(await isFocused(target)); press++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  await expect(target).toBeFocused({ timeout: 1 });
}

/** The focused control shows the app's focus ring (a 2 px outline, from `:focus-visible`). */
export async function expectFocusRing(target: Locator) {
  await expect(target).toBeFocused();
  const outline = await target.evaluate((element) => {
    const style = getComputedStyle(element);
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
  });
  expect(outline.style).not.toBe('none');
  expect(outline.width).toBeGreaterThanOrEqual(2);
}

/**
 * Tab and Shift+Tab never leave an open modal for the page behind it: focus stays inside `dialog`
 * (or, past its last control, goes to the browser itself and comes back in).
 */
export async function expectTabTrapped(page: Page, dialog: Locator, presses = 5) {
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let press = 0; press < presses; press++) {
      await page.keyboard.press(key);
      const isOutside = await dialog.evaluate((element) => {
        const active = document.activeElement;
        return Boolean(active && active !== document.body && !element.contains(active));
      });
      expect(isOutside, `focus left the open dialog after ${press + 1} × ${key}`).toBe(false);
    }
  }
}
