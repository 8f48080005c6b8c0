import { and, asc, eq, ilike } from 'drizzle-orm';
import {
  numberFormFields,
  REFERENCE_LIST_MESSAGES as M,
  searchTermReady,
  type TFormItem,
  type TFormRow,
} from '../../../src/contract';
import { forms } from '../../db/schema';
import { escapeLike } from '../../db/sql';
import type { Db } from '../../db/types';
import { notFound } from '../../errors';

const columns = { form_id: forms.form_id, form_name: forms.form_name, fields: forms.fields };

/** The site's forms by name; a term of 2+ characters filters the name. */
export function listForms(db: Db, siteId: string, term?: string | null): Promise<TFormRow[]> {
  const pattern = searchTermReady(term) ? `%${escapeLike(term!.trim())}%` : undefined;
  return db
    .select(columns)
    .from(forms)
    .where(and(eq(forms.site_id, siteId), pattern ? ilike(forms.form_name, pattern) : undefined))
    .orderBy(asc(forms.form_name));
}

export async function getForm(db: Db, siteId: string, formName: string): Promise<TFormRow> {
  const [row] = await db
    .select(columns)
    .from(forms)
    .where(and(eq(forms.site_id, siteId), eq(forms.form_name, formName)));
  if (!row) throw notFound(M.formNotFound(formName));
  return row;
}

/** Add or replace a form by name; its fields are numbered 1, 2, ... in the order sent. */
export async function saveForm(db: Db, siteId: string, item: TFormItem): Promise<TFormRow> {
  const fields = numberFormFields(item.fields);
  const [row] = await db
    .insert(forms)
    .values({ site_id: siteId, form_name: item.form_name, fields })
    .onConflictDoUpdate({
      target: [forms.site_id, forms.form_name],
      set: { fields, updated_at: new Date() },
    })
    .returning(columns);
  return row!;
}

export async function deleteForm(db: Db, siteId: string, formName: string): Promise<TFormRow> {
  const found = await getForm(db, siteId, formName);
  await db.delete(forms).where(and(eq(forms.site_id, siteId), eq(forms.form_id, found.form_id)));
  return found;
}
