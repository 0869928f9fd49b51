// Keys the agent types while a ticket opens belong in its reply box, which does not exist yet (or
// cannot take them: the ticket and the draft are still loading). Between the agent's asking for a
// ticket and the box taking focus, the page catches every typing key before anything else sees it
// (a field, a button, a shortcut) and hands them, in order, to the box once it is there. Keys
// typed after that go straight to the box, so the order is the order typed. A key that is not
// typing (Tab, an arrow, a chord) or a press means the agent turned to something else: the page
// stops catching, and what was caught still goes to the box.

/** A key as typed text: one character, a line break, or `Backspace`. */
type TypedKey = string;

/** What a key press types, or null when it types nothing (a chord, Tab, an arrow, Escape). */
function typedKey(event: KeyboardEvent): TypedKey | null {
  if (event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return null;
  if (event.key === 'Enter') return '\n';
  if (event.key === 'Backspace') return 'Backspace';
  return [...event.key].length === 1 ? event.key : null;
}

/** `value` after `keys` are typed over the selection `start`..`end`, and the caret after them. */
export function typeKeys(value: string, start: number, end: number, keys: readonly TypedKey[]) {
  let before = value.slice(0, start);
  const after = value.slice(end);
  // A selection goes with the first key, as the box would do it (Backspace takes only it).
  let selected = start !== end;
  for (const key of keys) {
    if (key === 'Backspace') {
      if (!selected) before = before.slice(0, -1);
    } else before += key;
    selected = false;
  }
  return { value: before + after, caret: before.length };
}

export type TypeAhead = ReturnType<typeof createTypeAhead>;

/** Catches typing keys on `target` (the page's window) between `catchKeys()` and `deliverTo(box)`. */
export function createTypeAhead(target: Window = window) {
  let keys: TypedKey[] = [];
  let catching = false;
  const onKey = (event: KeyboardEvent) => {
    const key = typedKey(event);
    if (key === null) return stop();
    // First on the page (the window's capture phase): no field, button or shortcut gets it.
    event.preventDefault();
    event.stopImmediatePropagation();
    keys.push(key);
  };
  function stop() {
    if (!catching) return;
    catching = false;
    target.removeEventListener('keydown', onKey, true);
    target.removeEventListener('pointerdown', stop, true);
  }
  return {
    /**
     * A ticket was asked for: from now on typing keys wait for its box. Keys caught for an ask
     * whose box never came (Next asks, then the panel follows) still go first: typed in between.
     */
    catchKeys() {
      if (catching) return;
      catching = true;
      target.addEventListener('keydown', onKey, true);
      target.addEventListener('pointerdown', stop, true);
    },
    /** Whether keys are being caught now. */
    catching: () => catching,
    /** Stops catching and types what was caught into `box` at its caret, as if typed there. */
    deliverTo(box: HTMLTextAreaElement) {
      stop();
      const caught = keys;
      keys = [];
      if (caught.length === 0) return;
      const typed = typeKeys(box.value, box.selectionStart, box.selectionEnd, caught);
      box.value = typed.value;
      box.setSelectionRange(typed.caret, typed.caret);
      // The box's own input handler takes it in (the draft, the saved replies' `/`).
      box.dispatchEvent(new Event('input', { bubbles: true }));
    },
    /** Stops catching and forgets what was caught (the ticket cannot be answered). */
    drop() {
      stop();
      keys = [];
    },
  };
}
