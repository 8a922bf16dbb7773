import type { Page } from "@playwright/test";

/**
 * Scrolls the page from top to bottom in steps of `step` pixels and, at every stop, asks the
 * browser what it draws at the centre of each visible control and at three points of each
 * visible line of text (a tenth in, the middle, a tenth from the end): the control itself, the
 * element holding the text, something inside it or what it lies on. Returns a sentence for
 * every point where something else is drawn on top.
 *
 * "Visible" is the part inside the screen, inside every box that clips it, and between the
 * bars fixed across the whole width of the screen at its top and bottom (the sticky top bar,
 * the contact bar): content passes behind those as it passes out of the screen. Anything
 * fixed that does not span the width (a round floating button) counts as content drawn over
 * other content.
 */
export async function coveredWhileScrolling(page: Page, step: number): Promise<string[]> {
  return page.evaluate(async (step) => {
    interface Box {
      left: number;
      top: number;
      right: number;
      bottom: number;
    }
    const problems: string[] = [];
    const frameCandidates = [...document.querySelectorAll<HTMLElement>("body *")].filter(
      (element) => ["fixed", "sticky"].includes(getComputedStyle(element).position),
    );
    const controls = [
      ...document.querySelectorAll<HTMLElement>(
        "a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=combobox], [role=tab], [tabindex]:not([tabindex='-1'])",
      ),
    ];
    const textNodes: Text[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT, {
      acceptNode: (node) =>
        node.textContent?.trim() && !node.parentElement?.closest("script, style, noscript, svg")
          ? NodeFilter.FILTER_ACCEPT
          : NodeFilter.FILTER_REJECT,
    });
    while (walker.nextNode()) textNodes.push(walker.currentNode as Text);

    const describe = (element: Element | null) =>
      element
        ? `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""} "${(element.textContent ?? "").trim().slice(0, 40)}">`
        : "nothing";

    /** The screen's band between the full-width bars at its top and bottom. */
    function contentArea(): Box {
      const area = { left: 0, top: 0, right: innerWidth, bottom: innerHeight };
      const bars = frameCandidates
        .map((element) => element.getBoundingClientRect())
        .filter((box) => box.width > 0 && box.left <= 0.5 && box.right >= innerWidth - 0.5);
      // A bar sitting on another (a sticky filter row under the top bar) extends the frame.
      for (let changed = true; changed; ) {
        changed = false;
        for (const box of bars) {
          if (box.top <= area.top + 1 && box.bottom > area.top) {
            area.top = box.bottom;
            changed = true;
          }
          if (box.bottom >= area.bottom - 1 && box.top < area.bottom) {
            area.bottom = box.top;
            changed = true;
          }
        }
      }
      return area;
    }

    /**
     * The part of `box` the person can see, or null: faded out, hidden, clipped away. A line of
     * text is clipped by its own element too (a visually hidden heading), a control's box not.
     */
    function visiblePart(element: Element, box: Box, area: Box, isText: boolean): Box | null {
      // Not a spread: a DOMRect's sides are getters, which a spread does not copy.
      const part = { left: box.left, top: box.top, right: box.right, bottom: box.bottom };
      const clip = (by: Box) => {
        part.left = Math.max(part.left, by.left);
        part.top = Math.max(part.top, by.top);
        part.right = Math.min(part.right, by.right);
        part.bottom = Math.min(part.bottom, by.bottom);
      };
      clip(area);
      const shows = () => part.right - part.left >= 2 && part.bottom - part.top >= 2;
      if (!shows()) return null;
      for (let node: Element | null = element; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.opacity === "0" || style.visibility === "hidden") return null;
        // Hit testing passes through these, so elementFromPoint cannot tell about them.
        if (style.pointerEvents === "none") return null;
        const clips = style.overflowX !== "visible" || style.overflowY !== "visible";
        if (clips && (isText || node !== element)) {
          clip(node.getBoundingClientRect());
        }
      }
      return shows() ? part : null;
    }

    function check(owner: Element, box: Box, area: Box, what: "control" | "text") {
      const part = visiblePart(owner, box, area, what === "text");
      if (!part) return;
      const y = (part.top + part.bottom) / 2;
      const width = part.right - part.left;
      // A line is a rectangle; a control may be round, so only its centre is surely on it.
      const xs =
        what === "text"
          ? [part.left + width * 0.1, part.left + width / 2, part.right - width * 0.1]
          : [part.left + width / 2];
      for (const x of xs) {
        const top = document.elementFromPoint(x, y);
        // Its own content, or what it lies on (a pill's rounded corner shows its container).
        if (top && (owner.contains(top) || top.contains(owner))) continue;
        problems.push(
          `at scrollY ${Math.round(scrollY)}, ${what} ${describe(owner)} at (${Math.round(x)}, ${Math.round(y)}) is under ${describe(top)}`,
        );
        return;
      }
    }

    // Read again at every stop: a picture or a late section may lengthen the page meanwhile.
    const end = () => document.documentElement.scrollHeight - innerHeight;
    for (let y = 0; ; y = Math.min(y + step, end())) {
      window.scrollTo({ top: y, behavior: "instant" });
      await new Promise(requestAnimationFrame);
      const area = contentArea();
      for (const control of controls) {
        if (!control.isConnected) continue;
        check(control, control.getBoundingClientRect(), area, "control");
      }
      for (const text of textNodes) {
        const holder = text.parentElement;
        if (!holder?.isConnected) continue;
        const range = document.createRange();
        range.selectNodeContents(text);
        for (const line of range.getClientRects()) check(holder, line, area, "text");
      }
      if (y >= end()) break;
    }
    return problems;
  }, step);
}
