import { describe, expect, it } from 'vitest';
import { firstPage, lastPage, nextPage, pageCount, previousPage } from './paging';

describe('paging', () => {
  it('counts at least one page', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(10_001, 20)).toBe(501);
  });

  it('moves forward with after and back to exactly the pages it came from', () => {
    const one = firstPage(20);
    const two = nextPage(one, { endCursor: 'c19' }, 20);
    const three = nextPage(two, { endCursor: 'c39' }, 20);
    expect(three).toMatchObject({ page: 3, args: { first: 20, after: 'c39' } });
    expect(previousPage(three, { startCursor: 'c40' }, 20)).toEqual(two);
    expect(previousPage(two, { startCursor: 'c20' }, 20)).toEqual(one);
  });

  it('jumps to a last page aligned with the others and steps back from it with before', () => {
    expect(lastPage(45, 20)).toEqual({ page: 3, args: { last: 5 }, history: [] });
    expect(lastPage(40, 20).args).toEqual({ last: 20 });
    const back = previousPage(lastPage(45, 20), { startCursor: 'c40' }, 20);
    expect(back).toEqual({ page: 2, args: { last: 20, before: 'c40' }, history: [] });
  });

  it('stays put without a cursor to move to', () => {
    const one = firstPage(20);
    expect(nextPage(one, { endCursor: null }, 20)).toBe(one);
  });
});
