import type { Page } from '@playwright/test';

/**
 * Pointer targets that fail WCAG 2.5.8 (target size, minimum) on the page as it is now: controls under
 * 24×24 CSS px, unless one of the rule's exceptions applies. Spacing: a 24 px circle centred on the
 * target touches no other target and no other undersized target's circle. Inline: a link inside
 * running text. Checkboxes count by their label, which takes the press too. Returns one line per
 * failure ("a "Terms" 40×18"), so a test can show them all.
 */
export function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector =
      'a[href], button, input:not([type="hidden"]):not([type="checkbox"]):not([type="radio"]), textarea, select, label:has(input[type="checkbox"]), [role="tab"], [tabindex="0"]';
    const targets = Array.from(document.querySelectorAll<HTMLElement>(selector)).filter((element) => {
      const box = element.getBoundingClientRect();
      const isHidden =
        box.width === 0 || box.height === 0 || element.closest('.sr-only, [aria-hidden="true"], [inert]');
      return !isHidden && !(element.tabIndex < 0 && element.tagName !== 'LABEL');
    });
    const boxes = targets.map((element) => element.getBoundingClientRect());
    const centre = (box: DOMRect) => ({ x: box.x + box.width / 2, y: box.y + box.height / 2 });
    // Distance from a point to the nearest point of a box (0 inside it).
    const distance = (point: { x: number; y: number }, box: DOMRect) =>
      Math.hypot(
        Math.max(box.left - point.x, 0, point.x - box.right),
        Math.max(box.top - point.y, 0, point.y - box.bottom),
      );
    const isSmall = boxes.map((box) => box.width < 24 || box.height < 24);
    return targets.flatMap((element, index) => {
      const box = boxes[index]!;
      if (!isSmall[index]) return [];
      const isInline =
        getComputedStyle(element).display === 'inline' &&
        (element.parentElement?.textContent ?? '').trim() !== (element.textContent ?? '').trim();
      if (isInline) return [];
      const here = centre(box);
      const isCrowded = boxes.some((other, otherIndex) => {
        if (otherIndex === index || targets[otherIndex]!.contains(element) || element.contains(targets[otherIndex]!))
          return false;
        return isSmall[otherIndex]
          ? Math.hypot(here.x - centre(other).x, here.y - centre(other).y) < 24
          : distance(here, other) < 12;
      });
      if (!isCrowded) return [];
      const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 30);
      return [`${element.tagName.toLowerCase()} "${name}" ${Math.round(box.width)}×${Math.round(box.height)}`];
    });
  });
}
