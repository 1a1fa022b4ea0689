import { useState } from 'react';
import { Badge, Button, Group, Radio, Text } from '@mantine/core';
import { IconCheck, IconClock, IconStarFilled } from '@tabler/icons-react';
import { ratingLabel, ratingText } from '@/lib/ratings';
import { ratings } from '@/lib/ratings.messages';
import type { Pharmacy } from '@/features/prescriptions/pharmacies-source';
import classes from '@/features/prescriptions/PharmacyChoice.module.css';
import { rx } from '@/features/prescriptions/prescriptions.messages';
import { useT } from '@/lib/i18n/use-t';

const FIRST = 4;

type Props = { pharmacies: Pharmacy[]; nearState?: string; value: string | null; onChange: (id: string) => void };

export function PharmacyChoice({ pharmacies, nearState, value, onChange }: Props) {
  const t = useT();
  const [showAll, setShowAll] = useState(false);
  // Nearest first (as given); the chosen one stays visible even when the list is folded.
  const shown = showAll ? pharmacies : pharmacies.filter((p, i) => i < FIRST || p.id === value);
  return (
    <>
      {nearState && pharmacies.some((p) => p.state === nearState) && (
        <Text fz="xs" c="dimmed" mb="xs">
          {nearState === 'FCT' ? t(rx.nearFctFirst) : t(rx.nearFirst, { state: nearState })}
        </Text>
      )}
      <Radio.Group value={value} onChange={onChange} aria-labelledby="pharmacy-heading">
        <div className={classes.list}>
          {shown.map((p) => (
            <Radio.Card key={p.id} value={p.id} radius="md" className={classes.card} aria-labelledby={`pharmacy-${p.id}`}>
              <Group wrap="nowrap" align="flex-start" gap="sm">
                <Radio.Indicator mt={2} />
                <div className={classes.grow}>
                  <Group gap={6}>
                    <Text fw={700} fz="sm" translate="no" id={`pharmacy-${p.id}`}>
                      {p.name}
                    </Text>
                    {p.verified && (
                      <Badge size="xs" variant="light" leftSection={<IconCheck size={10} aria-hidden />}>
                        {t(rx.verified)}
                      </Badge>
                    )}
                  </Group>
                  <Text fz="xs" c="dimmed" translate="no">
                    {p.location}
                  </Text>
                  <Group gap={10} mt={2}>
                    <Group gap={3} role="img" aria-label={ratingLabel(p.rating, p.reviews)}>
                      {p.rating !== null && <IconStarFilled size={13} className={classes.star} aria-hidden />}
                      <Text fz="xs" fw={p.rating !== null ? 600 : undefined} aria-hidden>
                        {ratingText(p.rating, p.reviews).stars ?? t(ratings.new)}
                      </Text>
                    </Group>
                    {p.deliveryTime && (
                      <Group gap={3}>
                        <IconClock size={13} aria-hidden />
                        <Text fz="xs" translate="no">{p.deliveryTime}</Text>
                      </Group>
                    )}
                  </Group>
                </div>
              </Group>
            </Radio.Card>
          ))}
        </div>
      </Radio.Group>
      {pharmacies.length > FIRST && (
        <Button variant="subtle" size="xs" mt="xs" onClick={() => setShowAll((s) => !s)} aria-expanded={showAll}>
          {showAll ? t(rx.showFewer) : t(rx.showAll, { count: pharmacies.length })}
        </Button>
      )}
    </>
  );
}
