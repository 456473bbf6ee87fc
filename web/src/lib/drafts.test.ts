import { beforeEach, describe, expect, it } from 'vitest';
import { deleteDraft, draftTimes, getEditingDraft, loadDrafts, saveDraft, startEditingDraft } from './drafts';

class MemoryStorage {
  private items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

const fields = {
  type: 'pto',
  startDate: '2026-03-02',
  endDate: '2026-03-03',
  startHalfDay: false,
  endHalfDay: false,
  notes: '',
};

describe('drafts', () => {
  beforeEach(() => {
    (globalThis as { localStorage?: unknown }).localStorage = new MemoryStorage();
  });

  it('saves drafts under ptoDrafts with a draft-{timestamp} id and savedAt', () => {
    const draft = saveDraft(fields, undefined, new Date('2026-03-01T10:00:00Z'));
    expect(draft.id).toBe(`draft-${Date.parse('2026-03-01T10:00:00Z')}`);
    expect(draft.savedAt).toBe('2026-03-01T10:00:00.000Z');
    expect(JSON.parse(localStorage.getItem('ptoDrafts') ?? '[]')).toHaveLength(1);
  });

  it('moves a draft into the editing slot', () => {
    const draft = saveDraft(fields);
    startEditingDraft(draft.id);
    expect(loadDrafts()).toEqual([]);
    expect(getEditingDraft()?.id).toBe(draft.id);
  });

  it('overwrites a draft saved again under its id and deletes it', () => {
    const draft = saveDraft(fields);
    saveDraft({ ...fields, notes: 'changed' }, draft.id);
    expect(loadDrafts()).toHaveLength(1);
    expect(loadDrafts()[0].notes).toBe('changed');
    deleteDraft(draft.id);
    expect(loadDrafts()).toEqual([]);
  });

  it('keeps the times of an hourly request through saving and editing', () => {
    const saved = saveDraft({
      ...fields,
      type: 'appointment',
      endDate: fields.startDate,
      startTime: '09:00',
      endTime: '11:30',
    });
    expect(loadDrafts()[0]).toMatchObject({ startTime: '09:00', endTime: '11:30' });
    startEditingDraft(saved.id);
    expect(getEditingDraft()).toMatchObject({ type: 'appointment', startTime: '09:00', endTime: '11:30' });
    expect(draftTimes(getEditingDraft())).toEqual({ startTime: '09:00', endTime: '11:30' });
    expect(draftTimes({ ...saved, startTime: undefined, endTime: undefined })).toEqual({ startTime: '', endTime: '' });
  });
});
