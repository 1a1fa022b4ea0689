import { Chip, Group } from '@mantine/core';
import { quickChips } from '@/features/catalogue/filter-options';
import classes from '@/features/catalogue/CategoryChips.module.css';
import type { MedicationSearch } from '@/features/catalogue/search-params';
import { useT } from '@/lib/i18n/use-t';
import { search as m } from '@/features/catalogue/search.messages';

type Category = MedicationSearch['category'];
type Props = { value: Category; onChange: (category: Category) => void };

/** One-tap categories; they set the same category as the sidebar's select. */
export function CategoryChips({ value, onChange }: Props) {
  const t = useT();
  return (
    <Chip.Group value={value} onChange={(v) => onChange(v as Category)}>
      <Group
        gap={8}
        mt="sm"
        mb="md"
        wrap="nowrap"
        role="radiogroup"
        aria-label={t(m.quickCategories)}
        className={classes.row}
      >
        {quickChips.map((chip) => (
          <Chip key={chip.value} value={chip.value} type="radio" variant="outline" size="sm">
            {t(chip.label)}
          </Chip>
        ))}
      </Group>
    </Chip.Group>
  );
}
