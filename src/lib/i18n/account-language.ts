import { loadSupabase } from '@/lib/auth/client';
import { readProfileHint } from '@/lib/auth/stored-session';
import { LANGUAGE_KEY, storedChoice } from '@/lib/i18n/stored-language';
import { isLanguage, type Language } from '@/lib/i18n/locales';
import { onSignOut } from '@/lib/auth/sign-out-hooks';

/** The account whose language this device has already matched (once per sign-in, not per page). */
const SYNCED_KEY = 'magani-language-synced';
onSignOut(() => {
  try {
    localStorage.removeItem(SYNCED_KEY);
  } catch {
    // Nothing stored.
  }
});

/**
 * Saves the language to the signed-in account (profiles.language, read by the server's SMS, e-mail
 * and push texts). Fails quietly.
 */
export async function saveLanguageToAccount(language: Language, signedIn = Boolean(readProfileHint())): Promise<boolean> {
  // Signed out: the next sign-in saves the device's choice.
  if (!signedIn) return false;
  try {
    const supabase = await loadSupabase();
    const { error } = await supabase.rpc('set_my_language', { p_language: language });
    return !error;
  } catch {
    // Offline, or a server without the function yet: the next change or sign-in sends it again.
    return false;
  }
}

/**
 * At sign-in: a language chosen on this device goes to the account; without one, the account's
 * language (when the profile has it) becomes the device's. Returns the language to show, if it changes.
 */
export async function syncLanguageAtSignIn(userId: string): Promise<Language | undefined> {
  if (localStorage.getItem(SYNCED_KEY) === userId) return undefined;
  const chosen = storedChoice();
  // The test-only pseudo-locale stays as chosen: neither saved to the account nor replaced by it.
  if (chosen === 'pseudo') return undefined;
  if (chosen) {
    if (await saveLanguageToAccount(chosen, true)) localStorage.setItem(SYNCED_KEY, userId);
    return undefined;
  }
  try {
    const supabase = await loadSupabase();
    const { data, error } = await supabase.from('profiles').select('language').eq('user_id', userId).maybeSingle().retry(false);
    if (error) return undefined;
    localStorage.setItem(SYNCED_KEY, userId);
    const language = data ? (data as { language?: unknown }).language : undefined;
    if (!isLanguage(language)) return undefined;
    localStorage.setItem(LANGUAGE_KEY, language);
    return language;
  } catch {
    return undefined;
  }
}
