import { useState } from 'react';

type Errors<TDraft> = Partial<Record<keyof TDraft, string>>;

interface Editing<TDraft> {
  id: string;
  draft: TDraft;
  errors: Errors<TDraft>;
}

/**
 * One row of a list edited in place: the row being edited, its draft and the draft's errors. `save`
 * runs only on a valid draft and answers whether the edit is done (false keeps the row open, e.g.
 * after the server refused it).
 */
export function useInlineEdit<TDraft extends object>({
  validate,
  save,
}: {
  validate: (draft: TDraft) => Errors<TDraft>;
  save: (id: string, draft: TDraft) => Promise<boolean>;
}) {
  const [editing, setEditing] = useState<Editing<TDraft> | null>(null);
  return {
    /** Whether a row is being edited (other rows' edit buttons wait). */
    active: editing !== null,
    isEditing: (id: string) => editing?.id === id,
    draft: editing?.draft,
    errors: editing?.errors ?? {},
    start: (id: string, draft: TDraft) => setEditing({ id, draft, errors: {} }),
    change: (patch: Partial<TDraft>) =>
      setEditing((current) => current && { ...current, draft: { ...current.draft, ...patch }, errors: {} }),
    cancel: () => setEditing(null),
    submit: async () => {
      if (!editing) return;
      const errors = validate(editing.draft);
      if (Object.values(errors).some(Boolean)) return setEditing({ ...editing, errors });
      if (await save(editing.id, editing.draft)) setEditing(null);
    },
  };
}
