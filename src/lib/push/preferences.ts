// The person's notification choices (per kind and channel), kept by the server, which honours them
// when it queues a message.
import { loadSupabase } from '@/lib/auth/client';

export const KINDS = ['orders', 'prescriptions', 'consultations', 'reminders', 'account'] as const;
export const CHANNELS = ['push', 'sms', 'email'] as const;
export type Kind = (typeof KINDS)[number];
export type Channel = (typeof CHANNELS)[number];
export type Choices = Record<`${Kind}.${Channel}`, boolean>;

/** Every kind on every channel, with the person's own choices over it (no row means on). */
export async function loadChoices(): Promise<Choices> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase.rpc('notification_settings');
  if (error) throw new Error(error.message);
  const choices = {} as Choices;
  for (const kind of KINDS) for (const channel of CHANNELS) choices[`${kind}.${channel}`] = true;
  for (const p of (data as { preferences: { kind: Kind; channel: Channel; enabled: boolean }[] }).preferences) {
    choices[`${p.kind}.${p.channel}`] = p.enabled;
  }
  return choices;
}

export async function saveChoice(kind: Kind, channel: Channel, enabled: boolean): Promise<void> {
  const supabase = await loadSupabase();
  const { error } = await supabase.rpc('set_notification_preference', { p_kind: kind, p_channel: channel, p_enabled: enabled });
  if (error) throw new Error(error.message);
}
