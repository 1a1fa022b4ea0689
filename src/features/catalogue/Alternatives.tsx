import { useId, useState } from 'react';
import { Text, UnstyledButton } from '@mantine/core';
import { formatNaira } from '@/lib/format';
import type { Alternative, Entry } from '@/features/catalogue/search';
import { IconChevronDown } from '@tabler/icons-react';
import classes from '@/features/catalogue/Alternatives.module.css';

type Props = { entry: Entry; alternatives: Alternative[] };

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** Other medicines with the same active ingredients and strength, cheapest first. */
export function Alternatives({ entry, alternatives }: Props) {
  const product = entry.medicine;
  const [open, setOpen] = useState(false);
  const listId = useId();
  const cheaper = alternatives.filter((a) => a.saving > 0).length;
  const label = cheaper > 0 ? plural(cheaper, 'cheaper alternative') : plural(alternatives.length, 'other option');
  return (
    <div className={classes.root}>
      <UnstyledButton
        className={classes.toggle}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
        data-cheaper={cheaper > 0 || undefined}
      >
        <span>{label}</span>
        <IconChevronDown style={{ transform: open ? 'rotate(180deg)' : undefined }} size={16} aria-hidden />
      </UnstyledButton>
      {open && (
        <div id={listId}>
          <Text fz="xs" c="dimmed" mb={4}>
            Same {product.genericName} {product.strength ?? ''}, cheapest first
          </Text>
          <ol className={classes.list} aria-label={`Alternatives to ${product.name}`}>
            {alternatives.map(({ entry: alt, saving }) => (
              <li key={alt.medicine.id} className={classes.item}>
                <div className={classes.grow}>
                  <Text fz="sm" fw={600} lh={1.3}>
                    {alt.medicine.name}
                  </Text>
                  <Text fz="xs" c="dimmed">
                    {alt.medicine.manufacturer ? `${alt.medicine.manufacturer} · ` : ''}
                    {plural(alt.medicine.pharmacies, 'pharmacy').replace('pharmacys', 'pharmacies')}
                  </Text>
                </div>
                <div className={classes.price}>
                  <Text fz="sm" fw={700} data-testid="alt-price">
                    from {formatNaira(alt.from)}
                  </Text>
                  {saving > 0 ? (
                    <Text fz="xs" fw={600} c="magani.9">
                      Save {formatNaira(saving)}
                    </Text>
                  ) : (
                    <Text fz="xs" c="dimmed">
                      {saving < 0 ? `${formatNaira(-saving)} more` : 'Same price'}
                    </Text>
                  )}
                </div>
              </li>
            ))}
          </ol>
        </div>
      )}
    </div>
  );
}
