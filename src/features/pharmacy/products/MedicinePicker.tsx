import { useEffect, useState } from 'react';
import { Button, Paper, Text, TextInput } from '@mantine/core';
import { searchMedicines, type MedicineMatch } from '@/lib/pharmacy/products';
import { FormSection } from '@/features/pharmacy/products/ProductSections';
import classes from '@/features/pharmacy/products/AddProduct.module.css';

const describe = (m: MedicineMatch) =>
  [m.generic_name, m.strength, m.dosage_form, m.manufacturer, m.nafdac_number && `NAFDAC ${m.nafdac_number}`].filter(Boolean).join(' · ');

type Props = { picked: MedicineMatch | null; onPick: (m: MedicineMatch | null) => void; error?: string };

/** Search the shared catalogue first, so several pharmacies offer one medicine rather than copies of it. */
export function MedicinePicker({ picked, onPick, error }: Props) {
  const [term, setTerm] = useState('');
  const [matches, setMatches] = useState<MedicineMatch[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (term.trim().length < 2) return;
    let live = true;
    const timer = setTimeout(() => {
      searchMedicines(term)
        .then((found) => live && (setMatches(found), setFailed(false)))
        .catch(() => live && setFailed(true));
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [term]);

  const searching = term.trim().length >= 2;

  return (
    <FormSection title="Medicine">
      {picked ? (
        <Paper withBorder radius="md" p="sm" className={classes.picked}>
          <div>
            <Text fw={600}>{picked.name}</Text>
            <Text size="sm" c="dimmed">
              {describe(picked)}
            </Text>
          </div>
          <Button variant="default" size="compact-sm" onClick={() => onPick(null)}>
            Change medicine
          </Button>
        </Paper>
      ) : (
        <>
          <TextInput
            label="Find a medicine in the catalogue"
            description="Search by name or NAFDAC number. If it is not there, fill in the details below to create it."
            placeholder="e.g. Paracetamol or A4-1234"
            type="search"
            value={term}
            onChange={(e) => setTerm(e.currentTarget.value)}
            error={error}
          />
          {searching && (
            <div aria-live="polite">
              {failed && <Text size="sm" c="var(--mantine-color-error)">Could not search the catalogue. Check your connection.</Text>}
              {!failed && matches?.length === 0 && <Text size="sm">No medicine matches “{term.trim()}”. Create it below.</Text>}
              {!failed && !!matches?.length && (
                <ul className={classes.matches} aria-label="Matching medicines">
                  {matches.map((m) => (
                    <li key={m.id}>
                      <div>
                        <Text fw={600} size="sm">{m.name}</Text>
                        <Text size="xs" c="dimmed">{describe(m)}</Text>
                      </div>
                      <Button size="compact-sm" variant="light" onClick={() => onPick(m)} aria-label={`Use ${m.name}`}>
                        Use this
                      </Button>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          )}
        </>
      )}
    </FormSection>
  );
}
