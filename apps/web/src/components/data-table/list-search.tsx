import { useEffect, useState } from 'react';
import { TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';

export type ListSearchProps = {
  label: string;
  value: string;
  onSearch: (value: string) => void;
  width?: number;
  /** Milliseconds of quiet typing before the list is asked again. */
  delay?: number;
};

/**
 * The list's text search (`q`): typed locally, written to the address after a pause, and set back
 * from the address when it changes there (back/forward, a pasted link).
 */
export function ListSearch({ label, value, onSearch, width = 320, delay = 300 }: ListSearchProps) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  const [settled] = useDebouncedValue(text, delay);
  // The address changed under the box (back/forward, a pasted link): show its text.
  if (value !== shown) {
    setShown(value);
    setText(value);
  }
  useEffect(() => {
    if (settled.trim() !== value) onSearch(settled.trim());
    // Only a new settled text asks again; a new `value` from the address resets the text above.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);
  return (
    <TextInput
      label={label}
      type="search"
      value={text}
      onChange={(event) => setText(event.currentTarget.value)}
      w={width}
    />
  );
}
