import type { JSX, RefObject } from 'preact';
import { useLayoutEffect, useRef } from 'preact/hooks';

type Props = Omit<JSX.TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'onInput'> & {
  value: string;
  onInput: (value: string) => void;
  /** The box itself, for the formatting toolbar. */
  boxRef?: RefObject<HTMLTextAreaElement | null>;
};

/**
 * The message textarea. When its text changes from elsewhere while the agent types (a quote from
 * the context menu lands at the end of the draft), the caret stays where the agent was typing
 * instead of jumping to the end, so the next key press does not land inside the quote.
 */
export function MessageBox({ value, onInput, boxRef, ...rest }: Props) {
  const own = useRef<HTMLTextAreaElement>(null);
  const ref = (boxRef ?? own) as RefObject<HTMLTextAreaElement>;
  const seen = useRef({ value, start: value.length, end: value.length });
  const remember = () => {
    const box = ref.current;
    if (box) seen.current = { value: box.value, start: box.selectionStart, end: box.selectionEnd };
  };
  useLayoutEffect(() => {
    const box = ref.current;
    const before = seen.current;
    const unchangedUpToCaret = value.startsWith(before.value.slice(0, before.end));
    if (box && document.activeElement === box && value !== before.value && unchangedUpToCaret)
      box.setSelectionRange(before.start, before.end);
    remember();
  }, [value]);
  return (
    <textarea
      {...rest}
      ref={ref}
      value={value}
      onInput={(event) => {
        onInput(event.currentTarget.value);
        remember();
      }}
      onKeyUp={remember}
      onClick={remember}
      onSelect={remember}
    />
  );
}
