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

/**
 * The card of filters above a list: an optional search box that takes the free width, then the
 * screen's selects (SelectField) or other controls.
 */
export function FilterBar({
  search,
  children,
}: {
  search?: SearchInput & { label: string; placeholder: string };
  children?: ReactNode;
}) {
  return (
    <Card.Root mb="4">
      <Card.Body>
        <Flex gap="4" wrap="wrap" align="end">
          {search && (
            <TextField
              kind="filter"
              type="search"
              label={search.label}
              placeholder={search.placeholder}
              value={search.value}
              onChange={search.onChange}
              root={{ flex: '1', minW: { base: 'full', sm: '64' } }}
            />
          )}
          {children}
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}
