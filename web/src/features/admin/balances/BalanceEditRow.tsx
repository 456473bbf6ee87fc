import { Button, Field, Flex, HStack, Input } from '@chakra-ui/react';
import { Save, X } from 'lucide-react';
import { TextField } from '../../../components/TextField';
import { useTranslation } from '../../../i18n';
import type { BalanceDraft } from './balanceEdit';

type Errors = Partial<Record<keyof BalanceDraft, string>>;

/** A days figure edited in a balance's row (its label names the person, the header the figure). */
export function DaysInput({
  label,
  value,
  error,
  onChange,
}: {
  label: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  return (
    <Field.Root invalid={!!error} w={{ base: 'full', md: '20' }}>
      <Input
        size="sm"
        type="number"
        inputMode="decimal"
        min={0}
        max={1000}
        step={0.5}
        aria-label={label}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}

/** Under the row being edited: the reason every correction is recorded with, Cancel and Save. */
export function BalanceEditRow({
  person,
  draft,
  errors,
  saving,
  onChange,
  onCancel,
  onSave,
}: {
  person: string;
  draft: BalanceDraft;
  errors: Errors;
  saving: boolean;
  onChange: (patch: Partial<BalanceDraft>) => void;
  onCancel: () => void;
  onSave: () => void;
}) {
  const { t } = useTranslation('admin-balances');
  return (
    <Flex
      gap="3"
      align={{ base: 'stretch', md: 'flex-start' }}
      direction={{ base: 'column', md: 'row' }}
      justify="flex-end"
      bg="bg.muted"
      rounded="md"
      p="3"
      role="group"
      aria-label={t('editRow.label', { name: person })}
    >
      <TextField
        label={t('editRow.reason')}
        required
        size="sm"
        bg="bg"
        placeholder={t('editRow.reasonPlaceholder')}
        value={draft.reason}
        error={errors.reason}
        onChange={(reason) => onChange({ reason })}
        onKeyDown={(e) => {
          if (e.key === 'Enter') onSave();
          if (e.key === 'Escape') onCancel();
        }}
        root={{ flex: '1', maxW: { md: 'lg' } }}
      />
      <HStack gap="2" alignSelf={{ md: 'flex-end' }}>
        <Button size="sm" variant="outline" onClick={onCancel}>
          <X /> {t('common:actions.cancel')}
        </Button>
        <Button size="sm" colorPalette="blue" loading={saving} onClick={onSave}>
          <Save /> {t('common:actions.save')}
        </Button>
      </HStack>
    </Flex>
  );
}
