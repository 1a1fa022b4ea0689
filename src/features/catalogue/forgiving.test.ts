import { describe, expect, it } from 'vitest';
import { closeTo, editDistance, fuzzyTerms, relatedTerms } from '@/features/catalogue/forgiving';

describe('editDistance', () => {
  it('counts insertions, deletions and substitutions', () => {
    expect(editDistance('paracetamol', 'paracetamol')).toBe(0);
    expect(editDistance('paracetmol', 'paracetamol')).toBe(1);
    expect(editDistance('amoxicilin', 'amoxycillin')).toBe(2);
    expect(editDistance('kitten', 'sitting', 5)).toBe(3);
  });

  it('gives up past the limit', () => {
    expect(editDistance('ibuprofen', 'metformin', 2)).toBe(3);
    expect(editDistance('a', 'abcdef', 2)).toBe(3);
  });
});

describe('closeTo', () => {
  it('accepts a slip in a whole word or in the start of one being typed', () => {
    expect(closeTo('paracetmol', 'paracetamol')).toBe(true);
    expect(closeTo('paracetm', 'paracetamol')).toBe(true);
    expect(closeTo('amlodipin', 'amlodipine')).toBe(true);
  });

  it('leaves short words and real differences alone', () => {
    expect(closeTo('pan', 'pam')).toBe(false);
    expect(closeTo('insulin', 'ibuprofen')).toBe(false);
  });
});

describe('relatedTerms', () => {
  it('maps another name of a medicine to the name on Nigerian labels', () => {
    expect(relatedTerms('acetaminophen')).toContain('paracetamol');
    expect(relatedTerms('Acetaminophen ')).toContain('paracetamol');
    expect(relatedTerms('ventolin')).toContain('salbutamol');
  });

  it('maps a condition to the active ingredients that treat it, while it is being typed too', () => {
    expect(relatedTerms('malaria')).toEqual(expect.arrayContaining(['artemether', 'lumefantrine']));
    expect(relatedTerms('high blood pressure')).toEqual(expect.arrayContaining(['amlodipine', 'lisinopril']));
    expect(relatedTerms('high blood')).toContain('amlodipine');
    expect(relatedTerms('malria')).toContain('artemether');
  });

  it('adds nothing for an ordinary medicine name or a single letter', () => {
    expect(relatedTerms('panadol')).toEqual([]);
    expect(relatedTerms('m')).toEqual([]);
  });
});

describe('fuzzyTerms', () => {
  it('finds the catalogue words a misspelt query means', () => {
    const vocabulary = ['panadol', 'paracetamol', 'emzor', 'amlodipine'];
    expect(fuzzyTerms('paracetmol', vocabulary)).toEqual(['paracetamol']);
    expect(fuzzyTerms('amlodipen 5mg', vocabulary)).toEqual(['amlodipine']);
    expect(fuzzyTerms('xyz', vocabulary)).toEqual([]);
  });
});
