import type {
  AccrualType,
  CreateRequestTypeInput,
  RequestTypesPage_TypeFragment,
  UpdateRequestTypeInput,
} from '../../../__generated__/graphql';
import type { Translate } from '../shared/translate';

/** Spec §3 request type icons and §9 default colour. */
export const REQUEST_TYPE_ICONS = ['calendar', 'heart', 'more', 'palette', 'settings'] as const;
export const DEFAULT_REQUEST_TYPE_COLOR = '#3B82F6';
export const BUILT_IN_TYPES = ['pto', 'sickness', 'other'];
/** The accrual types in the order the form offers them; each is named by `accrual.<TYPE>`. */
export const ACCRUAL_TYPES: readonly AccrualType[] = ['YEARLY', 'MONTHLY', 'QUARTERLY', 'NONE'];

export interface RequestTypeFormValues {
  name: string;
  displayName: string;
  description: string;
  color: string;
  icon: string;
  requiresApproval: boolean;
  maxDaysPerYear: string;
  accrualType: AccrualType;
  accrualRate: string;
  isActive: boolean;
}

export type RequestTypeFormErrors = Partial<Record<keyof RequestTypeFormValues, string>>;

export const EMPTY_REQUEST_TYPE: RequestTypeFormValues = {
  name: '',
  displayName: '',
  description: '',
  color: DEFAULT_REQUEST_TYPE_COLOR,
  icon: 'calendar',
  requiresApproval: true,
  maxDaysPerYear: '',
  accrualType: 'YEARLY',
  accrualRate: '',
  isActive: true,
};

export function formOfType(type: RequestTypesPage_TypeFragment): RequestTypeFormValues {
  return {
    name: type.name,
    displayName: type.displayName,
    description: type.description ?? '',
    color: type.color,
    icon: type.icon,
    requiresApproval: type.requiresApproval,
    maxDaysPerYear: String(type.maxDaysPerYear),
    accrualType: type.accrualType,
    accrualRate: String(type.accrualRate),
    isActive: type.isActive,
  };
}

/** An internal name suggested from the display name: lowercase, spaces become underscores. */
export function suggestInternalName(displayName: string): string {
  return displayName
    .trim()
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+/g, '_')
    .replace(/[^a-z0-9_-]/g, '')
    .slice(0, 50);
}

function daysError(text: string, field: 'maxDaysPerYear' | 'accrualRate', t: Translate): string | undefined {
  if (text.trim() === '') return t(`errors.${field}.required`);
  const value = Number(text);
  if (!Number.isFinite(value) || value < 0 || value > 365 || Math.round(value * 2) !== value * 2)
    return t(`errors.${field}.range`);
  return undefined;
}

/**
 * Spec §5: internal name (lowercase, no spaces) and display name required, the internal name fixed
 * once created; max days per year and accrual rate required, 0-365 in steps of 0.5. Messages come from
 * the `admin-request-types` catalogue.
 */
export function validateRequestType(
  values: RequestTypeFormValues,
  mode: 'create' | 'edit',
  t: Translate,
): RequestTypeFormErrors {
  const errors: RequestTypeFormErrors = {};
  if (mode === 'create') {
    const name = values.name.trim();
    if (!name) errors.name = t('errors.name.required');
    else if (!/^[a-z0-9_-]+$/.test(name)) errors.name = t('errors.name.format');
  }
  if (!values.displayName.trim()) errors.displayName = t('errors.displayName');
  if (!/^#[0-9A-Fa-f]{6}$/.test(values.color))
    errors.color = t('errors.color', { example: DEFAULT_REQUEST_TYPE_COLOR });
  const maxDays = daysError(values.maxDaysPerYear, 'maxDaysPerYear', t);
  if (maxDays) errors.maxDaysPerYear = maxDays;
  const rate = daysError(values.accrualRate, 'accrualRate', t);
  if (rate) errors.accrualRate = rate;
  return errors;
}

export function createInputOf(values: RequestTypeFormValues): CreateRequestTypeInput {
  return { name: values.name.trim(), ...updateInputOf(values) } as CreateRequestTypeInput;
}

export function updateInputOf(values: RequestTypeFormValues): UpdateRequestTypeInput {
  return {
    displayName: values.displayName.trim(),
    description: values.description.trim(),
    color: values.color.toUpperCase(),
    icon: values.icon,
    requiresApproval: values.requiresApproval,
    maxDaysPerYear: Number(values.maxDaysPerYear),
    accrualType: values.accrualType,
    accrualRate: Number(values.accrualRate),
    isActive: values.isActive,
  };
}
