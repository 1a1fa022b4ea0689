import { describe, expect, it } from 'vitest';
import { nearestFirst, stateIn } from '@/features/prescriptions/pharmacy-order';

const list = [
  { name: 'Zenith Care', state: 'Lagos' },
  { name: 'Alafia Chemists', state: 'Oyo' },
  { name: 'Garden City Pharmacy', state: 'Rivers' },
  { name: 'Apex Pharmacy', state: 'Lagos' },
  { name: 'Unknown Place', state: null },
];

describe('pharmacies nearest-first', () => {
  it('puts the delivery state first, then the others, each by name', () => {
    expect(nearestFirst(list, 'Lagos').map((p) => p.name)).toEqual([
      'Apex Pharmacy',
      'Zenith Care',
      'Alafia Chemists',
      'Garden City Pharmacy',
      'Unknown Place',
    ]);
    expect(nearestFirst(list, 'Rivers').map((p) => p.name)[0]).toBe('Garden City Pharmacy');
  });

  it('is by name alone without a delivery state, and leaves the given list as it was', () => {
    const before = list.map((p) => p.name);
    expect(nearestFirst(list, undefined).map((p) => p.name)).toEqual([
      'Alafia Chemists',
      'Apex Pharmacy',
      'Garden City Pharmacy',
      'Unknown Place',
      'Zenith Care',
    ]);
    expect(list.map((p) => p.name)).toEqual(before);
  });
});

describe('the state an address names', () => {
  it('reads the state as people write it', () => {
    expect(stateIn('12 Allen Avenue, Ikeja, Lagos')).toBe('Lagos');
    expect(stateIn('4 Aba Road, Port Harcourt, Rivers State')).toBe('Rivers');
    expect(stateIn('Plot 5, Wuse 2, Abuja')).toBe('FCT');
    expect(stateIn('2 Marina, akwa  ibom')).toBe('Akwa Ibom');
  });

  it('takes the last state named, and none from part of a word', () => {
    expect(stateIn('Lagos Street, Ibadan, Oyo')).toBe('Oyo');
    expect(stateIn('Nigeriana Close')).toBeUndefined();
    expect(stateIn('Edoho Avenue')).toBeUndefined();
    expect(stateIn('')).toBeUndefined();
  });
});
