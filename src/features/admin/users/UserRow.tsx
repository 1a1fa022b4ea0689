import { Badge, Button, Group, Text, Title } from '@mantine/core';
import { formatDate, formatDateTime } from '@/lib/format';
import { formatPhone } from '@/lib/format-phone';
import { IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import type { AdminUser } from '@/features/admin/users/user-schema';
import { activityLabel, roleTones, statusAction, statusTones } from '@/features/admin/users/user-status';
import classes from '@/features/admin/users/Users.module.css';

type Props = { user: AdminUser; onAction: (user: AdminUser) => void; isSelf: boolean };

export function UserRow({ user, onAction, isSelf }: Props) {
  const role = roleTones[user.role];
  const status = statusTones[user.status];
  const action = statusAction(user.status);
  const activity = activityLabel(user.activity);
  return (
    <li className={classes.row} data-testid="user-row">
      <div className={classes.who}>
        <Title order={3} fz="md" className={classes.name}>
          {user.name}
        </Title>
        <Text size="sm" c="dimmed" className={classes.meta}>
          <IconMail size={14} aria-hidden /> <span className={classes.breakable}>{user.email}</span>
        </Text>
        {user.phone && (
          <Text size="sm" c="dimmed" className={classes.meta}>
            <IconPhone size={14} aria-hidden /> {formatPhone(user.phone)}
          </Text>
        )}
      </div>
      <Group gap={6} className={classes.badges}>
        <Badge variant="light" color={role.color} c={role.text} radius="sm">
          {role.label}
        </Badge>
        <Badge variant="light" color={status.color} c={status.text} radius="sm" data-testid="user-status">
          {status.label}
        </Badge>
      </Group>
      <dl className={classes.facts}>
        {activity && (
          <div>
            <dt>Activity</dt>
            <dd>{activity}</dd>
          </div>
        )}
        <div>
          <dt>Joined</dt>
          <dd>{formatDate(user.joinDate)}</dd>
        </div>
        <div>
          <dt>Last sign-in</dt>
          <dd>{user.lastSignIn ? formatDateTime(user.lastSignIn) : 'Never'}</dd>
        </div>
        <div>
          <dt>State</dt>
          <dd className={classes.meta}>
            <IconMapPin size={14} aria-hidden /> {user.state ?? 'Not given'}
          </dd>
        </div>
      </dl>
      {!isSelf && (
      <Button
        className={classes.action}
        variant={action.destructive ? 'outline' : 'light'}
        color={action.destructive ? 'red.9' : undefined}
        onClick={() => onAction(user)}
        aria-label={`${action.label} ${user.name}`}
      >
        {action.label}
      </Button>
      )}
    </li>
  );
}
