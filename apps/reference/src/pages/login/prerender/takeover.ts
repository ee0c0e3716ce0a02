import { useLayoutEffect, type RefObject } from 'react';
import { PRERENDER } from './markers';

/** What a user can type into or move the focus to, in document order (the same in both copies of the page). */
const INTERACTIVE = 'input, textarea, select, button, a[href], [tabindex]';

/** Sets an input's value as typing does, so that React's onChange (and the form's store) hears of it. */
function typeInto(input: HTMLInputElement, value: string): void {
  const view = input.ownerDocument.defaultView ?? window;
  Object.getOwnPropertyDescriptor(view.HTMLInputElement.prototype, 'value')?.set?.call(input, value);
  input.dispatchEvent(new view.Event('input', { bubbles: true }));
}

/** Moves the focus (and an input's caret or selection) from the prerendered element to React's. */
function moveFocus(from: Element, to: Element): void {
  if (!(to instanceof HTMLElement || to instanceof SVGElement)) return;
  to.focus();
  if (from instanceof HTMLInputElement && to instanceof HTMLInputElement && from.selectionStart !== null) {
    to.setSelectionRange(from.selectionStart, from.selectionEnd, from.selectionDirection ?? undefined);
  }
}

/**
 * Replaces the prerendered login page (index.html's `#bo-prerender`, see build/prerender-login) with the page
 * React has just committed in `page`, before the next frame: the prerendered copy goes at once; then (in a
 * microtask, once React has finished this commit, so that it hears the typing as typing and does not put its
 * own empty values back) what the user typed into the prerendered inputs is typed into React's, the focus (and
 * caret) moves to the same element, and a submit the gate held (Enter or Login pressed before React was there)
 * submits React's form. Nothing happens when there is no prerendered page (development, a later visit).
 *
 * @example
 * useLayoutEffect(() => takeOverPrerender(pageRef.current!), []);
 */
export function takeOverPrerender(page: HTMLElement): void {
  const doc = page.ownerDocument;
  const prerender = doc.getElementById(PRERENDER.id);
  if (!prerender) return;
  const root = doc.documentElement;
  const shown = root.getAttribute(PRERENDER.shownAttribute);
  const copy = shown ? prerender.querySelector(`.${PRERENDER.pageClass}[${PRERENDER.localeAttribute}="${shown}"]`) : null;
  const sources = copy ? [...copy.querySelectorAll(INTERACTIVE)] : [];
  const active = doc.activeElement;
  const held = root.hasAttribute(PRERENDER.submitAttribute);
  prerender.remove();
  root.removeAttribute(PRERENDER.shownAttribute);
  root.removeAttribute(PRERENDER.submitAttribute);
  queueMicrotask(() => {
    const targets = page.querySelectorAll(INTERACTIVE);
    sources.forEach((from, i) => {
      const to = targets[i];
      if (from instanceof HTMLInputElement && to instanceof HTMLInputElement && from.value !== to.value) typeInto(to, from.value);
      if (from === active && to) moveFocus(from, to);
    });
    if (held) page.querySelector('form')?.requestSubmit();
  });
}

/**
 * {@link takeOverPrerender} once the page in `page` is committed (a layout effect: before that commit is
 * painted, so no frame shows both pages, or neither).
 *
 * @example
 * const page = useRef<HTMLDivElement>(null);
 * usePrerenderTakeover(page);
 * return <div ref={page}>…</div>;
 */
export function usePrerenderTakeover(page: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    if (page.current) takeOverPrerender(page.current);
  }, [page]);
}
