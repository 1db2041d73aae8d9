// What a person sees as 'does not fit': the page scrolls sideways, a piece of text pokes out
// of the card (or any bordered or filled box) that holds it, a figure splits over two lines
// (when it would fit on one, or in a table), or text runs under an icon.
// Measured on the text itself (a Range over each text node), not on element boxes, so a
// figure wider than its paragraph is caught even when the paragraph's box looks fine.
import { expect, type Page } from '@playwright/test';

/** '$ 240.000', '-$ 5.000', '12.500': an amount or a count with its thousands separators. */
const FIGURE = /^-?\$?\s?\d{1,3}(\.\d{3})+$/;

export interface LayoutFault {
  text: string;
  fault: string;
}

/** Every overflow on the page as it is now; [] when everything fits. */
export async function layoutFaults(page: Page): Promise<LayoutFault[]> {
  return [...(await overflows(page)), ...(await splitFigures(page))];
}

/**
 * At 390 px the table `label` scrolls sideways with a hint that says so (its last columns are
 * off the screen) and nothing else on the page overflows; the page's width is then put back.
 */
export async function expectTableFitsAPhone(page: Page, label: string): Promise<void> {
  const before = page.viewportSize()!;
  await page.setViewportSize({ width: 390, height: 844 });
  const table = page.getByRole('region', { name: label });
  await expect.poll(() => table.evaluate((box) => box.scrollWidth > box.clientWidth)).toBe(true);
  await expect(page.getByText('Desliza hacia los lados para ver todas las columnas')).toBeVisible();
  // Polled: the sidebar slides away as the window narrows.
  await expect.poll(() => layoutFaults(page), { message: `${label} a 390 px` }).toEqual([]);
  await page.setViewportSize(before);
}

/**
 * A figure written in pieces (ui/Money: a <wbr> between its groups of thousands) is one text
 * to read: it may break only when its box is narrower than the whole figure, and never in a
 * table, whose columns can grow instead (the table scrolls sideways).
 */
export async function splitFigures(page: Page): Promise<LayoutFault[]> {
  return page.evaluate((figurePattern) => {
    const SLACK = 1; // sub-pixel rounding
    const FIGURE = new RegExp(figurePattern);
    const modal = document.querySelector('[role="dialog"][aria-modal="true"], [role="alertdialog"][aria-modal="true"]');
    const faults: LayoutFault[] = [];
    for (const figure of (modal ?? document.body).querySelectorAll('*:has(> wbr)')) {
      const text = figure.textContent?.trim() ?? '';
      if (!FIGURE.test(text) || !figure.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      const range = document.createRange();
      range.selectNodeContents(figure);
      const pieces = [...range.getClientRects()].filter((piece) => piece.width > 0);
      if (new Set(pieces.map((piece) => Math.round(piece.top))).size < 2) continue;
      if (figure.closest('table')) {
        faults.push({ text, fault: 'la cifra se parte en dos líneas en una tabla' });
        continue;
      }
      let box = figure.parentElement!;
      while (['inline', 'contents'].includes(getComputedStyle(box).display)) box = box.parentElement!;
      const style = getComputedStyle(box);
      const room = box.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      const oneLine = pieces.reduce((width, piece) => width + piece.width, 0);
      if (oneLine <= room + SLACK) faults.push({ text, fault: `la cifra se parte en dos líneas y cabe en una (${Math.round(oneLine)} px de ${Math.round(room)} px)` });
    }
    return faults;
  }, FIGURE.source);
}

async function overflows(page: Page): Promise<LayoutFault[]> {
  return page.evaluate((figurePattern) => {
    const SLACK = 1; // sub-pixel rounding
    const FIGURE = new RegExp(figurePattern);
    // With a modal open the page behind it is inert and covered: only the dialog is looked at.
    const modal = document.querySelector('[role="dialog"][aria-modal="true"], [role="alertdialog"][aria-modal="true"]');
    const faults: { text: string; fault: string }[] = [];
    const viewportWidth = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > viewportWidth + SLACK) {
      faults.push({ text: '(página)', fault: `la página mide ${document.documentElement.scrollWidth} px en una ventana de ${viewportWidth} px` });
    }

    const isHiddenOnPurpose = (element: Element): boolean => {
      for (let node: Element | null = element; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.visibility === 'hidden' || style.display === 'none' || Number(style.opacity) === 0) return true;
        // sr-only text: a 1 px clipped box.
        const box = node.getBoundingClientRect();
        if (style.position === 'absolute' && box.width <= 1 && box.height <= 1) return true;
      }
      return false;
    };
    /** A box a person sees the edges of: a border, a fill, or clipped content. */
    const isVisibleBox = (element: Element): boolean => {
      const style = getComputedStyle(element);
      const bordered = ['Left', 'Right'].some((side) => parseFloat(style.getPropertyValue(`border-${side.toLowerCase()}-width`)) > 0 && style.getPropertyValue(`border-${side.toLowerCase()}-style`) !== 'none');
      const filled = style.backgroundColor !== 'rgba(0, 0, 0, 0)' && style.backgroundColor !== 'transparent';
      const clipped = style.overflowX !== 'visible';
      return bordered || filled || clipped;
    };
    /** A box that really scrolls sideways now (a dialog body that only scrolls down does not). */
    const scrollsSideways = (element: Element): boolean =>
      element.scrollWidth > element.clientWidth + SLACK && ['auto', 'scroll'].includes(getComputedStyle(element).overflowX);
    /** A visible line near the box says it scrolls: a cut-off column is not taken for the last one. */
    const hasScrollHint = (element: Element): boolean => {
      let near: Element | null = element;
      for (let level = 0; near && level < 6; level++, near = near.parentElement) {
        if ([...near.querySelectorAll('[data-scroll-hint]')].some((hint) => !isHiddenOnPurpose(hint))) return true;
      }
      return false;
    };
    const floats = (element: Element): boolean => {
      for (let node: Element | null = element; node && node !== modal; node = node.parentElement) {
        if (getComputedStyle(node).position === 'fixed') return true;
      }
      return false;
    };
    /** The sticky or fixed layer an element rides on (a sticky bar, a floating button), or null. */
    const layerOf = (element: Element): Element | null => {
      for (let node: Element | null = element; node && node !== modal; node = node.parentElement) {
        if (['fixed', 'sticky'].includes(getComputedStyle(node).position)) return node;
      }
      return null;
    };
    /** The part of the page a text can be seen through: its nearest box that scrolls or clips. */
    const viewOf = (element: Element): DOMRect | null => {
      for (let node: Element | null = element.parentElement; node && node !== document.body; node = node.parentElement) {
        if (getComputedStyle(node).overflowY !== 'visible') return node.getBoundingClientRect();
      }
      return null;
    };
    const describe = (element: Element): string => {
      const classes = typeof element.className === 'string' ? `.${element.className.trim().split(/\s+/).slice(0, 3).join('.')}` : '';
      return `<${element.tagName.toLowerCase()}${classes}>`;
    };

    const root = modal ?? document.body;
    const icons = [...root.querySelectorAll('svg, button, a[href]')]
      .filter((icon) => !isHiddenOnPurpose(icon))
      // A floating button (the assistant) passes over the page as it scrolls, by design.
      .filter((icon) => !floats(icon))
      .map((icon) => ({ icon, box: icon.getBoundingClientRect() }))
      .filter(({ icon, box }) => box.width > 0 && box.height > 0 && (icon.tagName.toLowerCase() !== 'svg' || box.width < 64));

    for (const box of root.querySelectorAll('div, section, ul, table, dl')) {
      if (box === document.documentElement || isHiddenOnPurpose(box) || !scrollsSideways(box) || hasScrollHint(box)) continue;
      faults.push({ text: (box.getAttribute('aria-label') ?? box.textContent ?? '').trim().slice(0, 60), fault: `${describe(box)} se desliza de lado (${box.scrollWidth} px en ${box.clientWidth} px) sin aviso` });
    }

    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      const holder = node.parentElement;
      if (!text || !holder || isHiddenOnPurpose(holder)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const box = range.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;

      // Inside a box that scrolls sideways, text may pass that box's edge (it scrolls into view).
      let scroller: Element | null = null;
      for (let ancestor: Element | null = holder; ancestor && ancestor !== document.body; ancestor = ancestor.parentElement) {
        if (scrollsSideways(ancestor) && ancestor !== document.documentElement) {
          scroller = ancestor;
          break;
        }
        if (!isVisibleBox(ancestor)) continue;
        const edge = ancestor.getBoundingClientRect();
        if (box.left < edge.left - SLACK || box.right > edge.right + SLACK) {
          faults.push({ text, fault: `sale ${Math.round(Math.max(edge.left - box.left, box.right - edge.right))} px de ${describe(ancestor)}` });
          break;
        }
      }
      const outOfItsBox = faults.at(-1)?.text === text;
      if (!scroller && !outOfItsBox && (box.left < -SLACK || box.right > viewportWidth + SLACK)) faults.push({ text, fault: 'sale de la ventana' });

      // An amount or a count read across two lines ('$ 80.' over '000') is misread, whatever the box.
      const lineTops = new Set([...range.getClientRects()].filter((line) => line.width > 0).map((line) => Math.round(line.top)));
      if (FIGURE.test(text) && lineTops.size > 1) faults.push({ text, fault: 'la cifra se parte en dos líneas' });

      // Line by line: the box around text that wraps also covers the empty end of its lines.
      // Only what is seen: lines scrolled out of their box, and layers gliding over other
      // content (a sticky bar, a floating button), are not overlaps of the layout.
      const view = viewOf(holder);
      const lines = [...range.getClientRects()].filter((line) => !view || (line.bottom > view.top + SLACK && line.top < view.bottom - SLACK));
      const textLayer = layerOf(holder);
      for (const { icon, box: iconBox } of icons) {
        if (icon.contains(holder) || holder.contains(icon) || icon.contains(node) || layerOf(icon) !== textLayer) continue;
        for (const line of lines) {
          const overlapX = Math.min(line.right, iconBox.right) - Math.max(line.left, iconBox.left);
          const overlapY = Math.min(line.bottom, iconBox.bottom) - Math.max(line.top, iconBox.top);
          if (overlapX > 2 && overlapY > 2) {
            faults.push({ text, fault: `queda bajo ${describe(icon)} (${Math.round(overlapX)} × ${Math.round(overlapY)} px)` });
            break;
          }
        }
      }
    }
    return faults;
  }, FIGURE.source);
}
