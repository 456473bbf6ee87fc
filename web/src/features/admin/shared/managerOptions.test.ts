import { describe, expect, it } from 'vitest';
import { managerOptions } from './managerOptions';

const maya = { id: 'maya', fullName: 'Maya Patel', department: 'Engineering' };
const marco = { id: 'marco', fullName: 'Marco Rossi', department: null };

describe('managerOptions', () => {
  it("offers 'No Manager' and the managers", () => {
    expect(managerOptions([maya, marco], 'No Manager')).toEqual([
      { value: '', label: 'No Manager' },
      { value: 'maya', label: 'Maya Patel (Engineering)' },
      { value: 'marco', label: 'Marco Rossi' },
    ]);
  });

  it('leaves out the person themselves and keeps a current manager missing from the list', () => {
    const former = { id: 'former', fullName: 'Former Boss' };
    const options = managerOptions([maya, marco], 'Keine Führungskraft', { excludeId: 'maya', current: former });
    expect(options.map((o) => o.value)).toEqual(['', 'marco', 'former']);
    expect(options[0]).toEqual({ value: '', label: 'Keine Führungskraft' });
  });
});
