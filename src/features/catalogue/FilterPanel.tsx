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

type Props = {
  search: MedicationSearch;
  onChange: (patch: Partial<MedicationSearch>) => void;
  onReset: () => void;
};

const categoryOptions = toOptions(categoryLabels);
const prescriptionOptions = toOptions(prescriptionLabels);
const locationOptions = toOptions(locationLabels);
const availabilityOptions = toOptions(availabilityLabels);

export function FilterPanel({ search, onChange, onReset }: Props) {
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
        label="Category"
        data={categoryOptions}
        value={search.category}
        onChange={(e) => onChange({ category: e.currentTarget.value as MedicationSearch['category'] })}
      />
      <NativeSelect
        label="Prescription"
        data={prescriptionOptions}
        value={search.rx}
        onChange={(e) => onChange({ rx: e.currentTarget.value as MedicationSearch['rx'] })}
      />
      <NativeSelect
        label="Location"
        data={locationOptions}
        value={search.location}
        onChange={(e) => onChange({ location: e.currentTarget.value as MedicationSearch['location'] })}
      />
      <NativeSelect
        label="Availability"
        data={availabilityOptions}
        value={search.stock}
        onChange={(e) => onChange({ stock: e.currentTarget.value as MedicationSearch['stock'] })}
      />
      <div>
        <Text fz="sm" fw={500} id="price-range-label">
          Price range
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
          thumbFromLabel="Minimum price"
          thumbToLabel="Maximum price"
          mx={6}
        />
      </div>
      <Button variant="default" onClick={onReset} mt="xs">
        Clear all filters
      </Button>
    </Stack>
  );
}
