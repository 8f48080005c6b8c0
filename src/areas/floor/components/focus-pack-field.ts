/**
 * Focus a field of the pack screen by id once it is on the screen: a field that shows with
 * this change (the item field of a pack just opened) may not be rendered yet, so look again
 * for a moment.
 */
export function focusPackField(id: string, tries = 20) {
  setTimeout(() => {
    // The page may be gone by now (a closed tab, a finished test): nothing to focus.
    if (typeof document === 'undefined') return;
    const el = document.getElementById(id);
    if (el instanceof HTMLInputElement) {
      el.focus();
      el.select();
    } else if (tries > 0) focusPackField(id, tries - 1);
  }, 16);
}
