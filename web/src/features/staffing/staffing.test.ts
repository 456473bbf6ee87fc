import { describe, expect, it } from 'vitest';
import { shortfallSentence } from './staffing';

describe('staffing sentences', () => {
  it('names who else is off with their status', () => {
    expect(
      shortfallSentence({
        present: 2,
        required: 3,
        teamSize: 5,
        absent: [
          { name: 'Ana Smith', status: 'APPROVED' },
          { name: 'Ben Li', status: 'PENDING' },
        ],
      }),
    ).toBe('2 of 5 present, 3 needed; Ana Smith (approved) and Ben Li (pending) are off.');
    expect(shortfallSentence({ present: 1, required: 2, teamSize: 2, absent: [] })).toBe('1 of 2 present, 2 needed.');
  });
});
