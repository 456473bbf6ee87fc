import { Card, Flex } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { useDebounced } from '../lib/useDebounced';
import { TextField } from './TextField';

export interface SearchInput {
  value: string;
  onChange: (value: string) => void;
}

/** A filter bar's search box: what is typed, and the trimmed term once typing pauses (what to query). */
export function useSearchInput(): { input: SearchInput; term: string } {
  const [value, setValue] = useState('');
  return { input: { value, onChange: setValue }, term: useDebounced(value.trim()) };
}

interface SearchFieldProps extends SearchInput {
  label: string;
  placeholder: string;
  /** Narrowest width on a wide screen (it takes the free width). */
  minW?: string;
}

/** The search box of a filter bar; it takes the width the other filters leave. */
export function SearchField({ label, placeholder, value, onChange, minW = '64' }: SearchFieldProps) {
  return (
    <TextField
      kind="filter"
      type="search"
      label={label}
      placeholder={placeholder}
      value={value}
      onChange={onChange}
      root={{ flex: '1', minW: { base: 'full', sm: minW } }}
    />
  );
}

/**
 * The card of filters above a list: an optional search box first, then the screen's selects
 * (SelectField) or other controls (a SearchField placed last among them, where a screen wants it).
 */
export function FilterBar({
  search,
  mb = '4',
  children,
}: {
  search?: SearchFieldProps;
  mb?: string;
  children?: ReactNode;
}) {
  return (
    <Card.Root mb={mb}>
      <Card.Body>
        <Flex gap="4" wrap="wrap" align="end">
          {search && <SearchField {...search} />}
          {children}
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}
