import { Anchor } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useT } from '@/lib/i18n/use-t';
import { sharedMessages as s } from '@/features/auth/shared/shared.messages';

/** The way back to the sign-in page, under the password forms. */
function BackToLogin() {
  const t = useT();
  return (
    <Anchor component={Link} to="/auth/login" size="sm">
      {t(s.backToLogin)}
    </Anchor>
  );
}
export const backToLogin = <BackToLogin />;
