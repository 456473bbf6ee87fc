import { beforeAll, describe, expect, it } from 'vitest';
import type { Translate } from '../shared/translate';
import { translateIn } from '../shared/translateIn';
import {
  createInputOf,
  EMPTY_REQUEST_TYPE,
  suggestInternalName,
  validateRequestType as validateIn,
  type RequestTypeFormValues,
} from './requestTypeForm';

let en: Translate;
beforeAll(async () => {
  en = await translateIn('en', 'admin-request-types');
});
const validateRequestType = (values: RequestTypeFormValues, mode: 'create' | 'edit') => validateIn(values, mode, en);

describe('the request type form', () => {
  it('needs names, max days and accrual rate (spec §5)', () => {
    expect(validateRequestType(EMPTY_REQUEST_TYPE, 'create')).toEqual({
      name: 'Internal name is required',
      displayName: 'Display name is required',
      maxDaysPerYear: 'Max days per year is required',
      accrualRate: 'Accrual rate is required',
    });
  });

  it('keeps internal names lowercase without spaces and days in steps of 0.5', () => {
    const values = {
      ...EMPTY_REQUEST_TYPE,
      name: 'Parental Leave',
      displayName: 'Parental',
      maxDaysPerYear: '10.25',
      accrualRate: '400',
    };
    expect(validateRequestType(values, 'create')).toEqual({
      name: 'Internal name must be lowercase letters, digits, - or _, without spaces',
      maxDaysPerYear: 'Max days per year must be between 0 and 365 in steps of 0.5',
      accrualRate: 'Accrual rate must be between 0 and 365 in steps of 0.5',
    });
  });

  it("speaks the screen's language", async () => {
    const es = await translateIn('es', 'admin-request-types');
    expect(validateIn({ ...EMPTY_REQUEST_TYPE, name: 'x', displayName: 'X', color: 'red' }, 'create', es)).toEqual({
      color: 'El color debe ser hexadecimal, como #3B82F6',
      maxDaysPerYear: 'El máximo de días al año es obligatorio',
      accrualRate: 'La tasa de acumulación es obligatoria',
    });
  });

  it('does not check the internal name when editing (it cannot change)', () => {
    const values = {
      ...EMPTY_REQUEST_TYPE,
      name: 'Whatever It Was',
      displayName: 'X',
      maxDaysPerYear: '1',
      accrualRate: '1',
    };
    expect(validateRequestType(values, 'edit')).toEqual({});
  });

  it('suggests an internal name from the display name', () => {
    expect(suggestInternalName(' Parental Leave ')).toBe('parental_leave');
    expect(suggestInternalName('Déménagement!')).toBe('demenagement');
  });

  it('sends numbers and an upper-case colour', () => {
    const input = createInputOf({
      ...EMPTY_REQUEST_TYPE,
      name: 'study',
      displayName: 'Study',
      color: '#a1b2c3',
      maxDaysPerYear: '5',
      accrualRate: '2.5',
    });
    expect(input).toMatchObject({
      name: 'study',
      displayName: 'Study',
      color: '#A1B2C3',
      maxDaysPerYear: 5,
      accrualRate: 2.5,
    });
  });
});
