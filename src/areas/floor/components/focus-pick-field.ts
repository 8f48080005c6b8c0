/** Focus a field of the pick screen by id (an input, its text selected, or a select) after this render. */
export function focusPickField(id: string) {
  setTimeout(() => {
    if (typeof document === 'undefined') return;
    const el = document.getElementById(id);
    if (el instanceof HTMLInputElement || el instanceof HTMLSelectElement) {
      el.focus();
      if (el instanceof HTMLInputElement) el.select();
    }
  }, 0);
}
