import { useId } from 'react';
import type { Suggestion } from './suggestions';

/**
 * A field's choices as a native datalist: the browser offers them as the user types (an
 * accessible combobox, driven from the keyboard), and the field still takes any text, so a value
 * outside the list gets the server's message in words rather than being impossible to enter
 * (as the template's day of month does). Answers the id for the input's `list` and the element.
 */
export const useSuggestionList = (suggestions: readonly Suggestion[]) => {
  const id = useId();
  const list = (
    <datalist id={id}>
      {suggestions.map(({ value, label }) => (
        <option key={value} value={value} label={label} />
      ))}
    </datalist>
  );
  return { id, list };
};
