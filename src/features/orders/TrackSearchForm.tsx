import { useState } from 'react';
import { Button, Group, TextInput } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import classes from '@/features/orders/TrackScreen.module.css';
import { useT } from '@/lib/i18n/use-t';
import { track as m } from '@/features/orders/track.messages';

type Props = { value: string; onSearch: (query: string) => void; onRefresh: () => void; refreshing: boolean };

export function TrackSearchForm({ value, onSearch, onRefresh, refreshing }: Props) {
  const t = useT();
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    // A new search arrived through the URL (Back, a shared link): show it in the box.
    setShown(value);
    setText(value);
  }
  return (
    <form
      role="search"
      className={classes.form}
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(text.trim());
      }}
    >
      <TextInput
        className={classes.input}
        size="md"
        aria-label={t(m.box)}
        placeholder={t(m.placeholder)}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        autoComplete="off"
        enterKeyHint="search"
      />
      {/* The two buttons share a row when their labels fit, else stack (never cut short). */}
      <Group gap="sm" wrap="wrap">
        <Button type="submit" size="md" className={classes.grow}>
          {t(m.trackOrder)}
        </Button>
        <Button
          type="button"
          size="md"
          variant="default"
          onClick={onRefresh}
          loading={refreshing}
          leftSection={<IconRefresh size={16} aria-hidden />}
          className={classes.grow}
        >
          {t(m.refresh)}
        </Button>
      </Group>
    </form>
  );
}
