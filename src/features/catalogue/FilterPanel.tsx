import { useState } from 'react';
import { Button, NativeSelect, RangeSlider, Stack, Text } from '@mantine/core';
import { formatNaira } from '@/lib/format';
import { PRICE_MAX, PRICE_MIN, PRICE_STEP, type MedicationSearch } from '@/features/catalogue/search-params';
import {
  availabilityLabels,
  categoryLabels,
  locationLabels,
  prescriptionLabels,
  toOptions,
} from '@/features/catalogue/filter-options';
import { useT } from '@/lib/i18n/use-t';
import { search as m } from '@/features/catalogue/search.messages';

type Props = {
  search: MedicationSearch;
  onChange: (patch: Partial<MedicationSearch>) => void;
  onReset: () => void;
};

export function FilterPanel({ search, onChange, onReset }: Props) {
  const t = useT();
  // The slider moves freely while dragged; the URL (and the results) follow when it is let go.
  const [range, setRange] = useState<[number, number]>([search.min, search.max]);
  const [fromUrl, setFromUrl] = useState(`${search.min}-${search.max}`);
  if (fromUrl !== `${search.min}-${search.max}`) {
    // The URL changed underneath (Back, Clear all filters): follow it.
    setFromUrl(`${search.min}-${search.max}`);
    setRange([search.min, search.max]);
  }

  return (
    <Stack gap="md">
      <NativeSelect
        label={t(m.category)}
        data={toOptions(categoryLabels, t)}
        value={search.category}
        onChange={(e) => onChange({ category: e.currentTarget.value as MedicationSearch['category'] })}
      />
      <NativeSelect
        label={t(m.prescription)}
        data={toOptions(prescriptionLabels, t)}
        value={search.rx}
        onChange={(e) => onChange({ rx: e.currentTarget.value as MedicationSearch['rx'] })}
      />
      <NativeSelect
        label={t(m.location)}
        data={toOptions(locationLabels, t)}
        value={search.location}
        onChange={(e) => onChange({ location: e.currentTarget.value as MedicationSearch['location'] })}
      />
      <NativeSelect
        label={t(m.availability)}
        data={toOptions(availabilityLabels, t)}
        value={search.stock}
        onChange={(e) => onChange({ stock: e.currentTarget.value as MedicationSearch['stock'] })}
      />
      <div>
        <Text fz="sm" fw={500} id="price-range-label">
          {t(m.priceRange)}
        </Text>
        <Text fz="sm" c="dimmed" mb="xs" aria-live="polite">
          {formatNaira(range[0])} – {formatNaira(range[1])}
          {range[1] >= PRICE_MAX ? '+' : ''}
        </Text>
        <RangeSlider
          min={PRICE_MIN}
          max={PRICE_MAX}
          step={PRICE_STEP}
          minRange={PRICE_STEP}
          value={range}
          onChange={setRange}
          onChangeEnd={([min, max]) => onChange({ min, max })}
          label={formatNaira}
          thumbFromLabel={t(m.minPrice)}
          thumbToLabel={t(m.maxPrice)}
          mx={6}
        />
      </div>
      <Button variant="default" onClick={onReset} mt="xs">
        {t(m.clearFilters)}
      </Button>
    </Stack>
  );
}
