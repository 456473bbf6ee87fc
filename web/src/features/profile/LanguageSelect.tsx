import { NativeSelect } from '@chakra-ui/react';
import { LANGUAGES, LANGUAGE_NAMES } from '../../i18n';

interface LanguageSelectProps {
  /** A language code, or '' for the automatic choice (offered only with `automaticLabel`). */
  value: string;
  onChange: (language: string) => void;
  /** The label of the empty option; without it every option is a language. */
  automaticLabel?: string;
  size?: 'xs' | 'sm' | 'md';
  id?: string;
  'aria-label'?: string;
}

/** The languages Leavewise speaks, each named in itself, so a person finds theirs whatever the screen shows. */
export function LanguageSelect({ value, onChange, automaticLabel, size, id, ...rest }: LanguageSelectProps) {
  return (
    <NativeSelect.Root size={size}>
      <NativeSelect.Field
        id={id}
        name="language"
        aria-label={rest['aria-label']}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {automaticLabel !== undefined && <option value="">{automaticLabel}</option>}
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
