import { Badge, Button, Group, Text, Title } from '@mantine/core';
import { formatDate, formatDateTime } from '@/lib/format';
import { formatPhone } from '@/lib/format-phone';
import { IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import type { AdminUser } from '@/features/admin/users/user-schema';
import { activityText, roleNames, roleTones, statusAction, statusNames, statusTones } from '@/features/admin/users/user-status';
import { useT } from '@/lib/i18n/use-t';
import { users as messages } from '@/features/admin/users/users.messages';
import classes from '@/features/admin/users/Users.module.css';

type Props = { user: AdminUser; onAction: (user: AdminUser) => void; isSelf: boolean };

export function UserRow({ user, onAction, isSelf }: Props) {
  const t = useT();
  const role = roleTones[user.role];
  const status = statusTones[user.status];
  const action = statusAction(user.status);
  const activity = activityText(user.activity);
  return (
    <li className={classes.row} data-testid="user-row">
      <div className={classes.who}>
        {/* The account's name, e-mail and phone are data. */}
        <Title order={3} fz="md" className={classes.name} translate="no">
          {user.name}
        </Title>
        <Text size="sm" c="dimmed" className={classes.meta}>
          <IconMail size={14} aria-hidden /> <span className={classes.breakable} translate="no">{user.email}</span>
        </Text>
        {user.phone && (
          <Text size="sm" c="dimmed" className={classes.meta}>
            <IconPhone size={14} aria-hidden /> {formatPhone(user.phone)}
          </Text>
        )}
      </div>
      <Group gap={6} className={classes.badges}>
        <Badge variant="light" color={role.color} c={role.text} radius="sm">
          {t(roleNames[user.role])}
        </Badge>
        <Badge variant="light" color={status.color} c={status.text} radius="sm" data-testid="user-status">
          {t(statusNames[user.status])}
        </Badge>
      </Group>
      <dl className={classes.facts}>
        {activity && (
          <div>
            <dt>{t(messages.activity)}</dt>
            <dd>{activity}</dd>
          </div>
        )}
        <div>
          <dt>{t(messages.joined)}</dt>
          <dd>{formatDate(user.joinDate)}</dd>
        </div>
        <div>
          <dt>{t(messages.lastSignIn)}</dt>
          <dd>{user.lastSignIn ? formatDateTime(user.lastSignIn) : t(messages.never)}</dd>
        </div>
        <div>
          <dt>{t(messages.state)}</dt>
          <dd className={classes.meta}>
            <IconMapPin size={14} aria-hidden /> {user.state ?? t(messages.notGiven)}
          </dd>
        </div>
      </dl>
      {!isSelf && (
      <Button
        className={classes.action}
        variant={action.destructive ? 'outline' : 'light'}
        color={action.destructive ? 'red.9' : undefined}
        onClick={() => onAction(user)}
        aria-label={t(action.labelFor, { name: user.name })}
      >
        {t(action.label)}
      </Button>
      )}
    </li>
  );
}
