import { useEffect, useState } from 'react';
import * as v from 'valibot';
import { DoctorSchema, type Doctor } from '@/features/consultations/doctor-schema';

// The one place that knows where the doctor list comes from (a precached JSON file for now).
let pending: Promise<Doctor[]> | undefined;

export function loadDoctors(): Promise<Doctor[]> {
  pending ??= fetch('/data/doctors.json')
    .then((response) => {
      if (!response.ok) throw new Error(`Doctor list request failed (${response.status})`);
      return response.json();
    })
    .then((json: unknown) => v.parse(v.array(DoctorSchema), json))
    .catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
  return pending;
}

export type DoctorsState =
  { status: 'loading' } | { status: 'error'; retry: () => void } | { status: 'ready'; doctors: Doctor[] };

/** The doctors, from the route's loader when it succeeded, otherwise fetched here. */
export function useDoctors(fromLoader?: Doctor[]): DoctorsState {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<DoctorsState>(() =>
    fromLoader ? { status: 'ready', doctors: fromLoader } : { status: 'loading' },
  );
  const needsFetch = state.status !== 'ready';
  useEffect(() => {
    if (!needsFetch) return;
    let live = true;
    const retry = () => {
      setState({ status: 'loading' });
      setAttempt((n) => n + 1);
    };
    loadDoctors().then(
      (doctors) => live && setState({ status: 'ready', doctors }),
      () => live && setState({ status: 'error', retry }),
    );
    return () => {
      live = false;
    };
  }, [attempt, needsFetch]);
  return state;
}
