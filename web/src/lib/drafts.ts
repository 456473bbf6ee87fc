/** A request saved locally before submission (spec §3 Draft). */
export interface Draft {
  id: string;
  type: string;
  startDate: string;
  endDate: string;
  startHalfDay: boolean;
  endHalfDay: boolean;
  notes: string;
  /** An hourly request's local times on its day (HH:MM); absent for whole days and older drafts. */
  startTime?: string;
  endTime?: string;
  savedAt: string;
}

export type DraftFields = Omit<Draft, 'id' | 'savedAt'>;

const DRAFTS_KEY = 'ptoDrafts';
const EDITING_KEY = 'ptoDraftEditing';

function read<T>(key: string, fallback: T): T {
  const raw = localStorage.getItem(key);
  if (!raw) return fallback;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return fallback;
  }
}

export function loadDrafts(): Draft[] {
  const drafts = read<unknown>(DRAFTS_KEY, []);
  return Array.isArray(drafts) ? (drafts as Draft[]) : [];
}

function writeDrafts(drafts: Draft[]): void {
  localStorage.setItem(DRAFTS_KEY, JSON.stringify(drafts));
}

/** Saves the fields as a new draft, or over the draft with the given id. */
export function saveDraft(fields: DraftFields, id?: string, now: Date = new Date()): Draft {
  const draft: Draft = { ...fields, id: id ?? `draft-${now.getTime()}`, savedAt: now.toISOString() };
  const others = loadDrafts().filter((d) => d.id !== draft.id);
  writeDrafts([draft, ...others]);
  return draft;
}

export function deleteDraft(id: string): void {
  writeDrafts(loadDrafts().filter((d) => d.id !== id));
}

/** Moves a draft into the editing slot, which the dashboard's form opens on load. */
export function startEditingDraft(id: string): void {
  const draft = loadDrafts().find((d) => d.id === id);
  if (!draft) return;
  localStorage.setItem(EDITING_KEY, JSON.stringify(draft));
  deleteDraft(id);
}

export function getEditingDraft(): Draft | null {
  return read<Draft | null>(EDITING_KEY, null);
}

/** A draft's times as the hourly fields hold them (empty when it has none). */
export const draftTimes = (draft: Draft | null): { startTime: string; endTime: string } => ({
  startTime: draft?.startTime ?? '',
  endTime: draft?.endTime ?? '',
});

export function clearEditingDraft(): void {
  localStorage.removeItem(EDITING_KEY);
}
