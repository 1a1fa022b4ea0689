// NDPA rights from the device: download everything held about the signed-in person, and delete the
// account. Both need the server (the database decides what is "theirs"), so they run online only.
import { loadSupabase } from '@/lib/auth/client';

type ExportedFile = { bucket: string; name: string };
export type MyData = { account: { id: string; email?: string }; tables: Record<string, unknown[]>; files: ExportedFile[] };

async function exportMyData(): Promise<MyData> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase.rpc('export_my_data');
  if (error) throw new Error(error.message);
  return data as MyData;
}

/** The JSON file "magani-health-data-<date>.json", as the person downloads it. */
export async function myDataFile(): Promise<{ blob: Blob; fileName: string }> {
  const data = await exportMyData();
  const day = new Date().toISOString().slice(0, 10);
  return { blob: new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }), fileName: `magani-health-data-${day}.json` };
}

/**
 * Removes the person's files through the Storage API (on a hosted project only that frees the stored
 * bytes), then deletes the account in the database, which removes whatever files are left and, by
 * cascade, every row. The caller signs out afterwards.
 */
export async function deleteMyAccount(): Promise<void> {
  const supabase = await loadSupabase();
  const { files } = await exportMyData();
  const byBucket = new Map<string, string[]>();
  for (const f of files) byBucket.set(f.bucket, [...(byBucket.get(f.bucket) ?? []), f.name]);
  // A failed file removal is not fatal: delete_my_account removes the rows in any case.
  await Promise.all([...byBucket].map(([bucket, names]) => supabase.storage.from(bucket).remove(names).catch(() => undefined)));
  const { error } = await supabase.rpc('delete_my_account');
  if (error) throw new Error(error.message);
}
