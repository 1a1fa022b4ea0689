import { useEffect, useState } from 'react';
import { Button, Paper, Text, TextInput } from '@mantine/core';
import { searchMedicines, type MedicineMatch } from '@/lib/pharmacy/products';
import { FormSection } from '@/features/pharmacy/products/ProductSections';
import classes from '@/features/pharmacy/products/AddProduct.module.css';
import { picker as m } from '@/features/pharmacy/products/product.messages';
import { useT } from '@/lib/i18n/use-t';

const describe = (m: MedicineMatch) =>
  [m.generic_name, m.strength, m.dosage_form, m.manufacturer, m.nafdac_number && `NAFDAC ${m.nafdac_number}`].filter(Boolean).join(' · ');

type Props = { picked: MedicineMatch | null; onPick: (m: MedicineMatch | null) => void; error?: string };

/** Search the shared catalogue first, so several pharmacies offer one medicine rather than copies of it. */
export function MedicinePicker({ picked, onPick, error }: Props) {
  const t = useT();
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
    <FormSection title={t(m.medicine)}>
      {picked ? (
        <Paper withBorder radius="md" p="sm" className={classes.picked}>
          <div>
            {/* The catalogue's row: names, strength, form, maker and NAFDAC number stay as registered. */}
            <Text fw={600} translate="no">{picked.name}</Text>
            <Text size="sm" c="dimmed" translate="no">
              {describe(picked)}
            </Text>
          </div>
          <Button variant="default" size="compact-sm" onClick={() => onPick(null)}>
            {t(m.change)}
          </Button>
        </Paper>
      ) : (
        <>
          <TextInput
            label={t(m.find)}
            description={t(m.findHint)}
            placeholder={t(m.findExample)}
            type="search"
            value={term}
            onChange={(e) => setTerm(e.currentTarget.value)}
            error={error}
          />
          {searching && (
            <div aria-live="polite">
              {failed && <Text size="sm" c="var(--mantine-color-error)">{t(m.failed)}</Text>}
              {!failed && matches?.length === 0 && <Text size="sm">{t(m.noMatch, { term: term.trim() })}</Text>}
              {!failed && !!matches?.length && (
                <ul className={classes.matches} aria-label={t(m.matches)}>
                  {matches.map((match) => (
                    <li key={match.id}>
                      <div translate="no">
                        <Text fw={600} size="sm">{match.name}</Text>
                        <Text size="xs" c="dimmed">{describe(match)}</Text>
                      </div>
                      <Button size="compact-sm" variant="light" onClick={() => onPick(match)} aria-label={t(m.useName, { name: match.name })}>
                        {t(m.use)}
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
