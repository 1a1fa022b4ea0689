import { useId, useState } from 'react';
import { Text, UnstyledButton } from '@mantine/core';
import { formatNaira } from '@/lib/format';
import type { Alternative, Entry } from '@/features/catalogue/search';
import { IconChevronDown } from '@tabler/icons-react';
import classes from '@/features/catalogue/Alternatives.module.css';
import { usePlurals, useT } from '@/lib/i18n/use-t';
import { search as m } from '@/features/catalogue/search.messages';

type Props = { entry: Entry; alternatives: Alternative[] };

/** Other medicines with the same active ingredients and strength, cheapest first. */
export function Alternatives({ entry, alternatives }: Props) {
  const t = useT();
  usePlurals(true);
  const product = entry.medicine;
  const [open, setOpen] = useState(false);
  const listId = useId();
  const cheaper = alternatives.filter((a) => a.saving > 0).length;
  const label = cheaper > 0 ? t(m.cheaper, { count: cheaper }) : t(m.otherOptions, { count: alternatives.length });
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
            {t(m.sameCheapestFirst, { medicine: `${product.genericName} ${product.strength ?? ''}` })}
          </Text>
          <ol className={classes.list} aria-label={t(m.alternativesTo, { name: product.name })}>
            {alternatives.map(({ entry: alt, saving }) => (
              <li key={alt.medicine.id} className={classes.item}>
                <div className={classes.grow}>
                  <Text fz="sm" fw={600} lh={1.3} translate="no">
                    {alt.medicine.name}
                  </Text>
                  <Text fz="xs" c="dimmed">
                    {alt.medicine.manufacturer ? <span translate="no">{alt.medicine.manufacturer} · </span> : ''}
                    {t(m.pharmacies, { count: alt.medicine.pharmacies })}
                  </Text>
                </div>
                <div className={classes.price}>
                  <Text fz="sm" fw={700} data-testid="alt-price">
                    {t(m.fromPrice, { price: formatNaira(alt.from) })}
                  </Text>
                  {saving > 0 ? (
                    <Text fz="xs" fw={600} c="magani.9">
                      {t(m.save, { amount: formatNaira(saving) })}
                    </Text>
                  ) : (
                    <Text fz="xs" c="dimmed">
                      {saving < 0 ? t(m.more, { amount: formatNaira(-saving) }) : t(m.samePrice)}
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
