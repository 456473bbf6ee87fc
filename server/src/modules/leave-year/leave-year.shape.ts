import type { LeaveYearChange } from './leave-year.service';

/** Moves shown of a change (its counts cover all of them) and years shown of each. */
export const LEAVE_YEAR_MOVES_SHOWN = 500;
export const LEAVE_YEARS_SHOWN = 10;

/** A change as the API shows it: its counts, and at most the moves and years shown. */
export const shownChange = (change: LeaveYearChange) => ({
  ...change,
  negativeCount: change.moves.filter((move) => move.turnsNegative).length,
  moveCount: change.moves.length,
  moves: change.moves.slice(0, LEAVE_YEAR_MOVES_SHOWN).map((move) => ({
    ...move,
    before: move.before.slice(-LEAVE_YEARS_SHOWN),
    after: move.after.slice(-LEAVE_YEARS_SHOWN),
  })),
});
